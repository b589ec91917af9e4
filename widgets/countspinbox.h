#pragma once
#include <QDoubleSpinBox>

namespace dcs {

// A field for large counts (tokens, issue 30 item 5): takes "15T", "1.5B", "200M", "8K" or a
// plain number, and shows the count it holds compactly ("15T"); the value is the plain count.
// The range is wide on purpose: a count the design cannot take reaches the model, whose
// refusal names the field (a spin box would silently clamp it).
class CountSpinBox : public QDoubleSpinBox
{
    Q_OBJECT
public:
    explicit CountSpinBox(QWidget *parent = nullptr);

protected:
    QString textFromValue(double value) const override;
    double valueFromText(const QString &text) const override;
    QValidator::State validate(QString &text, int &pos) const override;
};

} // namespace dcs
