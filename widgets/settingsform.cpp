#include "settingsform.h"
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QWidget>
#include <algorithm>

namespace dcs {

namespace {
constexpr int kEditorWidth = 220;
}

QString FieldHelp::toolTip() const
{
    if (defaultValue.isEmpty())
        return source.isEmpty() ? meaning : QObject::tr("%1\nSource: %2.").arg(meaning, source);
    return QObject::tr("%1\nDefault: %2 (%3).").arg(meaning, defaultValue, source);
}

SettingsForm::SettingsForm(QWidget *page) : mLayout(new QFormLayout(page))
{
    mLayout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    mLayout->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
}

QDoubleSpinBox *SettingsForm::number(const QString &key, const QString &label, double &field, double min, double max,
                                     int decimals, const QString &suffix, const FieldHelp &help)
{
    auto *spin = new QDoubleSpinBox;
    spin->setDecimals(decimals);
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setValue(field);
    const double initial = spin->value();
    mWriteBack.push_back([spin, &field, initial] {
        if (spin->value() != initial)
            field = spin->value();
    });
    addRow(key, label, spin, help);
    return spin;
}

QSpinBox *SettingsForm::integer(const QString &key, const QString &label, int &field, int min, int max,
                                const QString &suffix, const FieldHelp &help)
{
    auto *spin = new QSpinBox;
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setValue(field);
    mWriteBack.push_back([spin, &field] { field = spin->value(); });
    addRow(key, label, spin, help);
    return spin;
}

QLineEdit *SettingsForm::text(const QString &key, const QString &label, std::string &field, const FieldHelp &help)
{
    auto *edit = new QLineEdit(QString::fromStdString(field));
    mWriteBack.push_back([edit, &field] { field = edit->text().trimmed().toStdString(); });
    addRow(key, label, edit, help);
    return edit;
}

void SettingsForm::addRow(const QString &key, const QString &label, QWidget *editor, const FieldHelp &help)
{
    const QString tip = help.toolTip();
    editor->setObjectName(key);
    editor->setToolTip(tip);
    auto *caption = new QLabel(label);
    caption->setToolTip(tip);
    caption->setBuddy(editor);
    auto *field = new QWidget;
    auto *row = new QHBoxLayout(field);
    row->setContentsMargins(0, 0, 0, 0);
    // One editor width on every row, so the sources line up in a column.
    editor->setFixedWidth(std::max(kEditorWidth, editor->sizeHint().width()));
    row->addWidget(editor);
    if (!help.source.isEmpty()) {
        auto *source = new QLabel(help.source);
        source->setObjectName(key + QStringLiteral("_source"));
        source->setToolTip(tip);
        source->setWordWrap(true);
        source->setMinimumWidth(200);
        source->setStyleSheet(help.isAssumption() ? QStringLiteral("color: #8a5a00; font-style: italic;")
                                                  : QStringLiteral("color: palette(dark);"));
        row->addWidget(source, 1);
    }
    mLayout->addRow(caption, field);
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
