#include "inputhelp.h"
#include "displayformat.h"
#include "io/inputvalues.h"
#include "settingsform.h"
#include "spec/inputdescriptions.h"
#include <QStringList>
#include <QtGlobal>
#include <cmath>

namespace dcs::InputHelp {

namespace {

// A file word as a reader says it ("water_side" -> "water side"); an empty default (the market,
// the GPU model, the climate profile) leaves the choice to the design: "none" is what the user sees.
QString words(const std::string &text)
{
    return text.empty() ? QObject::tr("none") : QString::fromStdString(text).replace(QLatin1Char('_'), QLatin1Char(' '));
}

// A number as the editor shows it, with as few decimals as it needs up to the editor's own
// ("0.01 to 1", "-10 to 50"), grouped in the user's locale.
QString bound(double v, int decimals)
{
    QString text = DisplayFormat().number(v, std::max(decimals, 0));
    if (text.contains(DisplayFormat().locale().decimalPoint())) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(DisplayFormat().locale().decimalPoint()))
            text.chop(1);
    }
    return text;
}

} // namespace

const InputDescription &describe(const char *key)
{
    const InputDescription *d = InputDescriptions::find(key);
    if (!d)
        qFatal("the inputs registry has no key %s (spec/inputdescriptions.h)", key);
    return *d;
}

QString label(const InputDescription &d)
{
    return QString::fromUtf8(d.shortLabel());
}

double scale(const InputDescription &d, Units units)
{
    return units == Units::Shown ? d.scale : 1.0;
}

int decimals(const InputDescription &d, Units units)
{
    return std::max(units == Units::Shown ? d.decimals : d.fileDecimals(), 0);
}

QString suffix(const InputDescription &d, Units units)
{
    QString unit = QString::fromUtf8(d.unit);
    if (unit.isEmpty() || (units == Units::File && d.scale != 1.0))
        return {};  // a share edited as a fraction has no unit
    if (unit.startsWith(QLatin1Char('/')))  // per unit of the site currency: " per kWh"
        return QObject::tr(" per %1").arg(unit.mid(1));
    return QLatin1Char(' ') + unit;
}

QString defaultText(const InputDescription &d, Units units)
{
    const nlohmann::json *v = InputValues::defaultOf(d.key);
    if (!v || v->is_null())
        return {};
    if (v->is_boolean())
        return v->get<bool>() ? QObject::tr("on") : QObject::tr("off");
    if (v->is_string())
        return words(v->get<std::string>());
    if (v->is_array()) {
        QStringList items;
        for (const auto &item : *v)
            items << (item.is_string() ? words(item.get<std::string>()) : QString::fromStdString(item.dump()));
        return items.join(QStringLiteral(", "));
    }
    if (!v->is_number())
        return QString::fromStdString(v->dump());
    return DisplayFormat().number(v->get<double>() * scale(d, units), decimals(d, units)) + suffix(d, units);
}

QString rangeText(const InputDescription &d, Units units)
{
    if (!d.hasRange())
        return {};
    const double s = scale(d, units);
    return QObject::tr("%1 to %2").arg(bound(d.min * s, decimals(d, units)), bound(d.max * s, decimals(d, units)));
}

FieldHelp help(const InputDescription &d, Units units)
{
    QString meaning = QString::fromUtf8(d.meaning);
    if (units == Units::File && d.hasRange())
        meaning += QObject::tr("\nRange: %1%2.").arg(rangeText(d, units), suffix(d, units));
    return {meaning, defaultText(d, units), QString::fromUtf8(d.source)};
}

QString toolTip(const InputDescription &d, Units units)
{
    return help(d, units).toolTip();
}

} // namespace dcs::InputHelp
