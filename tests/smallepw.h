#pragma once
// A small EPW weather file the tests write themselves (issue 34 item 3): the header and the first
// hour of the NREL TMY3 file for Washington Dulles (EnergyPlus repository, weather/
// USA_VA_Sterling-Washington.Dulles.Intl.AP.724030_TMY3.epw), then made-up hours.
#include <string>

namespace dcs::test {

// Dulles' header lines as published (design conditions from the 2009 ASHRAE Handbook).
inline const char *kHeader =
    "LOCATION,Washington Dc Dulles IntL Ar,VA,USA,TMY3,724030,38.98,-77.47,-5.0,82.0\n"
    "DESIGN CONDITIONS,1,Climate Design Data 2009 ASHRAE Handbook,,Heating,1,-11.8,-9,-21.5,0.6,-7.9,-18.9,0.8,-5.1,"
    "11.7,1.7,10.6,0.4,2.7,200,Cooling,7,11.4,34.1,23.9,32.7,23.5,31.2,22.8,25.4,31.6,24.7,30.5,24,29.6\n"
    "TYPICAL/EXTREME PERIODS,0\n"
    "GROUND TEMPERATURES,0\n"
    "HOLIDAYS/DAYLIGHT SAVINGS,No,0,0,0\n"
    "COMMENTS 1,Custom/User Format -- WMO#724030; NREL TMY Data Set (2008)\n"
    "COMMENTS 2, -- Ground temps produced with a standard soil diffusivity\n"
    "DATA PERIODS,1,1,Data,Sunday, 1/ 1,12/31\n";

// The file's first hour, verbatim.
inline const char *kFirstHour = "1997,1,1,1,0,?9?9?9?9E0?9?9?9?9?9?9?9?9?9?9?9?9?9?9?9*9*9?9?9?9,0.0,-5.0,66,101700,0,0,282,0,0,0,"
                         "0,0,0,0,20,5.2,10,10,16.0,1219,9,999999999,120,0.0560,0,88,0.170,0.0,6.0\n";

// A year of hours after the first: dry bulb 10 + hour / 10 °C, the other fields like the first
// hour's; `hours` rows in all (8,760 for a year).
inline std::string epw(int hours = 8760, const std::string &firstHour = kFirstHour)
{
    static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    std::string text = std::string(kHeader) + firstHour;
    int n = 1;
    for (int m = 1; m <= 12; ++m)
        for (int d = 1; d <= kDays[m - 1]; ++d)
            for (int h = 1; h <= 24; ++h) {
                if (m == 1 && d == 1 && h == 1)
                    continue;
                if (n++ >= hours)
                    return text;
                text += "1997," + std::to_string(m) + "," + std::to_string(d) + "," + std::to_string(h) + ",0,flags,"
                        + std::to_string(10 + h / 10.0) + ",-5.0,66,101700,0,0,282,0,0,0,0,0,0,0,20,5.2,10,10,16.0,1219,9,"
                          "999999999,120,0.0560,0,88,0.170,999.0,99.0\n";
            }
    return text;
}

} // namespace dcs::test
