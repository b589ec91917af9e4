// DisplayFormat: the one rule per quantity that the widgets and the report share. Expected
// strings are written out by hand from the rule in displayformat.h.
#include "displayformat.h"
#include <QTest>
#include <limits>

using namespace dcs;

class TestFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reportIsEnglishEverywhere()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const DisplayFormat f = DisplayFormat::report();
        QCOMPARE(f.number(1234567.84, 1), QStringLiteral("1,234,567.8"));
        QCOMPARE(f.kilowatts(1035800.0), QStringLiteral("1,035.8 kW"));  // 1 035 800 W / 1000
        QCOMPARE(f.kilowattNumber(1035800.0, 0), QStringLiteral("1,036"));
        QCOMPARE(f.percent(0.823), QStringLiteral("82.3 %"));
        QCOMPARE(f.percentNumber(0.5, 0), QStringLiteral("50"));
        QCOMPARE(f.money(878143.6, QStringLiteral("USD")), QStringLiteral("USD 878,144"));
        QCOMPARE(f.dollars(12345.4), QStringLiteral("$12,345"));
        QCOMPARE(f.megawattHours(9073.64), QStringLiteral("9,073.6 MWh"));
        QCOMPARE(f.celsius(-3.26, 1), QStringLiteral("-3.3 °C"));
        QCOMPARE(f.amps(31.25, 2), QStringLiteral("31.25 A"));
        // The user's locale (German here) is what the widgets get.
        QCOMPARE(DisplayFormat().kilowatts(1035800.0), QStringLiteral("1.035,8 kW"));
        QLocale::setDefault(before);
    }

    void plainHasNoSeparators()
    {
        const DisplayFormat f = DisplayFormat::plain();
        QCOMPARE(f.kilowatts(1234500.0), QStringLiteral("1234.5 kW"));
        QCOMPARE(f.number(-0.04, 1), QString::number(-0.04, 'f', 1));  // as QString::number prints
    }

    void compactMoneyShortensLargeAmounts_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("text");
        QTest::newRow("millions") << 1234567.0 << QStringLiteral("1.23 M EUR");  // 1.234567 M to 2 decimals
        QTest::newRow("negative millions") << -2500000.0 << QStringLiteral("-2.50 M EUR");
        QTest::newRow("ten thousands") << 45400.0 << QStringLiteral("45 k EUR");  // 45.4 k to 0 decimals
        QTest::newRow("just below 10 k") << 9999.5 << QStringLiteral("9,999.50 EUR");
        QTest::newRow("small") << 980.0 << QStringLiteral("980.00 EUR");
    }

    void compactMoneyShortensLargeAmounts()
    {
        QFETCH(double, amount);
        QFETCH(QString, text);
        QCOMPARE(DisplayFormat::report().compactMoney(amount, QStringLiteral("EUR")), text);
        QCOMPARE(DisplayFormat::report().amountIn(980.0, QStringLiteral("EUR")), QStringLiteral("980 EUR"));
    }

    void notFiniteIsADash()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QCOMPARE(DisplayFormat::report().number(nan, 2), QStringLiteral("—"));
        QCOMPARE(DisplayFormat::report().kilowatts(inf), QStringLiteral("— kW"));
        QCOMPARE(DisplayFormat().percent(nan), QStringLiteral("— %"));
    }
};

QTEST_GUILESS_MAIN(TestFormat)
#include "test_format.moc"
