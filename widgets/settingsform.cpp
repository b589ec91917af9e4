#include "settingsform.h"
#include "inputhelp.h"
#include "io/inputvalues.h"
#include "spec/inputdescriptions.h"
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

QDoubleSpinBox *SettingsForm::number(const char *key, double &field, const QString &name)
{
    const InputDescription &d = InputHelp::describe(key);
    const double scale = InputHelp::scale(d, InputHelp::Units::Shown);
    auto *spin = new QDoubleSpinBox;
    spin->setDecimals(InputHelp::decimals(d, InputHelp::Units::Shown));
    spin->setRange(d.min * scale, d.max * scale);
    spin->setSuffix(InputHelp::suffix(d, InputHelp::Units::Shown));
    spin->setValue(field * scale);
    const double initial = spin->value();
    mWriteBack.push_back([spin, &field, initial, scale] {
        if (spin->value() != initial)
            field = spin->value() / scale;
    });
    if (const nlohmann::json *v = InputValues::defaultOf(d.key); v && v->is_number())
        mRestore.push_back([spin, value = v->get<double>() * scale] { spin->setValue(value); });
    addInput(key, name, spin);
    return spin;
}

QSpinBox *SettingsForm::integer(const char *key, int &field, const QString &name)
{
    const InputDescription &d = InputHelp::describe(key);
    auto *spin = new QSpinBox;
    spin->setRange(int(d.min), int(d.max));
    spin->setSuffix(InputHelp::suffix(d, InputHelp::Units::Shown));
    spin->setValue(field);
    mWriteBack.push_back([spin, &field] { field = spin->value(); });
    if (const nlohmann::json *v = InputValues::defaultOf(d.key); v && v->is_number())
        mRestore.push_back([spin, value = v->get<int>()] { spin->setValue(value); });
    addInput(key, name, spin);
    return spin;
}

QLineEdit *SettingsForm::text(const char *key, std::string &field, const QString &name)
{
    auto *edit = new QLineEdit(QString::fromStdString(field));
    mWriteBack.push_back([edit, &field] { field = edit->text().trimmed().toStdString(); });
    if (const nlohmann::json *v = InputValues::defaultOf(key); v && v->is_string())
        mRestore.push_back([edit, value = QString::fromStdString(v->get<std::string>())] { edit->setText(value); });
    addInput(key, name, edit);
    return edit;
}

void SettingsForm::addInput(const char *key, const QString &name, QWidget *editor)
{
    const InputDescription &d = InputHelp::describe(key);
    QString objectName = name;
    if (objectName.isEmpty()) {
        objectName = QString::fromLatin1(key);
        objectName = objectName.mid(objectName.lastIndexOf(QLatin1Char('.')) + 1);
    }
    addRow(objectName, InputHelp::label(d), editor, InputHelp::help(d, InputHelp::Units::Shown));
}

void SettingsForm::restoreDefaults() const
{
    for (const auto &restore : mRestore)
        restore();
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
