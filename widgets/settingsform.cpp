#include "settingsform.h"
#include <QFormLayout>
#include <QLabel>
#include <QWidget>

namespace dcs {

SettingsForm::SettingsForm(QWidget *page) : mLayout(new QFormLayout(page))
{
    mLayout->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    mLayout->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
}

QDoubleSpinBox *SettingsForm::number(const QString &key, const QString &label, double &field, double min, double max,
                                     int decimals, const QString &suffix, const QString &tip)
{
    auto *spin = new QDoubleSpinBox;
    spin->setDecimals(decimals);
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setValue(field);
    spin->setMinimumWidth(140);
    const double initial = spin->value();
    mWriteBack.push_back([spin, &field, initial] {
        if (spin->value() != initial)
            field = spin->value();
    });
    addRow(key, label, spin, tip);
    return spin;
}

QSpinBox *SettingsForm::integer(const QString &key, const QString &label, int &field, int min, int max,
                                const QString &suffix, const QString &tip)
{
    auto *spin = new QSpinBox;
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setValue(field);
    spin->setMinimumWidth(140);
    mWriteBack.push_back([spin, &field] { field = spin->value(); });
    addRow(key, label, spin, tip);
    return spin;
}

QLineEdit *SettingsForm::text(const QString &key, const QString &label, std::string &field, const QString &tip)
{
    auto *edit = new QLineEdit(QString::fromStdString(field));
    edit->setMinimumWidth(220);
    mWriteBack.push_back([edit, &field] { field = edit->text().trimmed().toStdString(); });
    addRow(key, label, edit, tip);
    return edit;
}

void SettingsForm::addRow(const QString &key, const QString &label, QWidget *editor, const QString &tip)
{
    editor->setObjectName(key);
    editor->setToolTip(tip);
    auto *caption = new QLabel(label);
    caption->setToolTip(tip);
    caption->setBuddy(editor);
    mLayout->addRow(caption, editor);
}

void SettingsForm::addSection(const QString &title)
{
    auto *heading = new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    mLayout->addRow(heading);
}

void SettingsForm::addNote(const QString &text)
{
    auto *note = new QLabel(text);
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: palette(dark);"));
    mLayout->addRow(note);
}

void SettingsForm::writeBack() const
{
    for (const auto &write : mWriteBack)
        write();
}

} // namespace dcs
