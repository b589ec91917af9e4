#include "countspinbox.h"
#include "counttext.h"

namespace dcs {

CountSpinBox::CountSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setDecimals(0);
    setRange(0, 1e18);
    setKeyboardTracking(false);
    setButtonSymbols(QAbstractSpinBox::NoButtons);
}

QString CountSpinBox::textFromValue(double value) const
{
    return CountText::compact(value, locale());
}

double CountSpinBox::valueFromText(const QString &text) const
{
    return CountText::parse(text, locale()).value_or(value());
}

QValidator::State CountSpinBox::validate(QString &text, int &) const
{
    if (const auto count = CountText::parse(text, locale()); count && *count <= maximum())
        return QValidator::Acceptable;
    return CountText::canBecomeCount(text, locale()) ? QValidator::Intermediate : QValidator::Invalid;
}

} // namespace dcs
