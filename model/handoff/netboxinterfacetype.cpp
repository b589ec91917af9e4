#include "netboxinterfacetype.h"
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <regex>
#include <string_view>
#include <utility>

namespace dcs {

namespace {

// The types fromPort may produce: each one checked present in InterfaceTypeChoices at the
// commit named in the header (tests/test_netbox.cpp keeps the same list).
constexpr std::array<std::string_view, 19> kKnownTypes{
    "100base-tx", "1000base-t", "2.5gbase-t", "5gbase-t", "10gbase-t", "1000base-x-sfp", "10gbase-x-sfpp",
    "25gbase-x-sfp28", "50gbase-x-sfp56", "40gbase-x-qsfpp", "100gbase-x-qsfp28", "100gbase-x-qsfpdd",
    "200gbase-x-qsfp56", "200gbase-x-qsfpdd", "400gbase-x-qsfp112", "400gbase-x-qsfpdd", "400gbase-x-osfp",
    "800gbase-x-qsfpdd", "800gbase-x-osfp"};

// Catalog form factor <-> the token NetBox uses after "-x-".
constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kFormTokens{{
    {"SFP", "sfp"}, {"SFP+", "sfpp"}, {"SFP28", "sfp28"}, {"SFP56", "sfp56"}, {"QSFP+", "qsfpp"},
    {"QSFP28", "qsfp28"}, {"QSFP56", "qsfp56"}, {"QSFP112", "qsfp112"}, {"QSFP-DD", "qsfpdd"}, {"OSFP", "osfp"},
}};

// Per-port rates of 4x InfiniBand ports (IBTA generations; a 4x NDR port is 400 Gb/s).
constexpr std::array<std::pair<std::string_view, double>, 9> kInfiniband{{
    {"infiniband-sdr", 10}, {"infiniband-ddr", 20}, {"infiniband-qdr", 40}, {"infiniband-fdr10", 40},
    {"infiniband-fdr", 56}, {"infiniband-edr", 100}, {"infiniband-hdr", 200}, {"infiniband-ndr", 400},
    {"infiniband-xdr", 800}}};

std::string upper(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    return s;
}

std::string rate(double gbps)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", gbps);
    return buf;
}

} // namespace

std::string NetboxInterfaceType::fromPort(double speedGbps, const std::string &formFactor)
{
    const std::string form = upper(formFactor);
    std::string type;
    if (form == "RJ45" || form.empty()) {
        if (speedGbps < 1)
            type = "100base-tx";
        else if (speedGbps == 1)
            type = "1000base-t";
        else
            type = rate(speedGbps) + "gbase-t";
    } else {
        for (const auto &[catalogForm, token] : kFormTokens)
            if (form == catalogForm)
                type = (speedGbps == 1 ? std::string("1000base") : rate(speedGbps) + "gbase") + "-x-" + std::string(token);
    }
    return std::find(kKnownTypes.begin(), kKnownTypes.end(), type) != kKnownTypes.end() ? type : "other";
}

std::optional<NetboxInterfaceType::Speed> NetboxInterfaceType::speedOf(const std::string &type)
{
    for (const auto &[name, gbps] : kInfiniband)
        if (type == name)
            return Speed{gbps, ""};
    // NetBox's type names are some 30 characters. std::regex recurses once per character, and a
    // device-type file may hold a type of any length (refused as too long, but still looked up).
    if (type.size() > 100)
        return std::nullopt;
    // "<rate>[g|t]base-<medium>": 100base-tx is 100 Mb/s, 2.5gbase-t 2.5 Gb/s, 1.6tbase-... 1.6 Tb/s.
    static const std::regex ethernet("([0-9]+(\\.[0-9]+)?)(g|t)?base-(.+)");
    std::smatch m;
    if (!std::regex_match(type, m, ethernet))
        return std::nullopt;
    const double value = std::stod(m[1].str());
    const std::string unit = m[3].str();
    const double gbps = unit == "t" ? value * 1000 : unit == "g" ? value : value / 1000;
    const std::string medium = m[4].str();
    Speed s{gbps, ""};
    if (medium == "t" || medium == "tx" || medium.starts_with("t1"))
        s.formFactor = "RJ45";
    else if (medium.starts_with("x-")) {
        std::string token = medium.substr(2);
        token = token.substr(0, token.find('-'));  // "osfp1600-rhs" -> "osfp1600"
        s.formFactor = upper(token);
        for (const auto &[catalogForm, t] : kFormTokens)
            if (token == t)
                s.formFactor = std::string(catalogForm);
    }
    return s;
}

} // namespace dcs
