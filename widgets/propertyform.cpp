#include "propertyform.h"
#include "document/projectdocument.h"
#include "document/propertyedit.h"
#include "inputhelp.h"
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace dcs {

using nlohmann::json;

PropertyForm::PropertyForm(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), mDocument(document), mLayout(new QFormLayout(this))
{
    mLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    mLayout->setContentsMargins(0, 0, 0, 0);
}

void PropertyForm::addSection(const QString &title)
{
    auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), this);
    mLayout->addRow(label);
}

void PropertyForm::setWrapLongRows(bool wrap)
{
    mLayout->setRowWrapPolicy(wrap ? QFormLayout::WrapLongRows : QFormLayout::DontWrapRows);
}

void PropertyForm::addRow(const QString &label, QWidget *widget)
{
    mLayout->addRow(label, widget);
}

QWidget *PropertyForm::add(const QString &label, const QString &toolTip, QWidget *editor, Field field)
{
    editor->setToolTip(toolTip);
    field.editor = editor;
    mLayout->addRow(label, editor);
    if (auto *l = qobject_cast<QLabel *>(mLayout->labelForField(editor)))
        l->setToolTip(toolTip);
    mFields.push_back(std::move(field));
    refreshField(mFields.back());
    return editor;
}

QWidget *PropertyForm::addText(const QString &label, const QString &toolTip, std::vector<std::string> ids,
                               std::string key, Getter get, bool nullWhenEmpty)
{
    auto *edit = new QLineEdit(this);
    const size_t index = mFields.size();
    connect(edit, &QLineEdit::editingFinished, this, [this, edit, index] {
        const QString text = edit->text().trimmed();
        commit(index, text.isEmpty() && mFields[index].nullWhenEmpty ? json() : json(text.toStdString()));
    });
    return add(label, toolTip, edit, {nullptr, std::move(ids), std::move(key), std::move(get), {}, nullWhenEmpty, false});
}

QWidget *PropertyForm::addNumber(const QString &label, const QString &toolTip, std::vector<std::string> ids,
                                 std::string key, Getter get, int decimals, const QString &suffix, bool nullWhenZero)
{
    auto *spin = new QDoubleSpinBox(this);
    // Wide limits: the model validates and explains; a silent clamp by the editor would not.
    spin->setRange(-1e9, 1e9);
    spin->setDecimals(decimals);
    spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
    spin->setKeyboardTracking(false);
    if (!suffix.isEmpty())
        spin->setSuffix(QLatin1Char(' ') + suffix);
    // Its size hint is the widest value of that range ("-1000000000.0000 /kWh"): far wider than
    // any real value, it would push the form past a narrow dock's edge.
    spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("00000.0000") + spin->suffix()) + 12);
    const size_t index = mFields.size();
    connect(spin, &QDoubleSpinBox::editingFinished, this, [this, spin, index] {
        const double v = spin->value();
        commit(index, v == 0.0 && mFields[index].nullWhenZero ? json() : json(v));
    });
    return add(label, toolTip, spin, {nullptr, std::move(ids), std::move(key), std::move(get), {}, false, nullWhenZero});
}

QWidget *PropertyForm::addChoice(const QString &label, const QString &toolTip, std::vector<std::string> ids,
                                 std::string key, Getter get, Choices choices)
{
    auto *combo = new QComboBox(this);
    for (const auto &[text, value] : choices)
        combo->addItem(text, QString::fromStdString(value.dump()));
    for (int i = 0; i < combo->count(); ++i)
        combo->setItemData(i, combo->itemText(i), Qt::ToolTipRole);
    // In a wrapping form it asks for its whole text up to 200 px, so the form puts the label above
    // it rather than cut it; longer names (rack-scale systems) elide, whole in the tooltip.
    if (mLayout->rowWrapPolicy() == QFormLayout::WrapLongRows)
        combo->setMinimumWidth(std::min(combo->sizeHint().width(), 200));
    const size_t index = mFields.size();
    connect(combo, &QComboBox::activated, this, [this, combo, index](int i) {
        commit(index, json::parse(combo->itemData(i).toString().toStdString()));
    });
    return add(label, toolTip, combo, {nullptr, std::move(ids), std::move(key), std::move(get), {}, false, false});
}

QWidget *PropertyForm::addText(const InputDescription &input, std::vector<std::string> ids, std::string key, Getter get)
{
    return addText(InputHelp::label(input), InputHelp::toolTip(input, InputHelp::Units::File), std::move(ids), std::move(key),
                   std::move(get));
}

QWidget *PropertyForm::addNumber(const InputDescription &input, std::vector<std::string> ids, std::string key, Getter get)
{
    using InputHelp::Units;
    // The suffix without its leading space: addNumber adds one.
    return addNumber(InputHelp::label(input), InputHelp::toolTip(input, Units::File), std::move(ids), std::move(key),
                     std::move(get), InputHelp::decimals(input, Units::File), InputHelp::suffix(input, Units::File).trimmed());
}

QWidget *PropertyForm::addChoice(const InputDescription &input, std::vector<std::string> ids, std::string key, Getter get,
                                 Choices choices)
{
    return addChoice(InputHelp::label(input), InputHelp::toolTip(input, InputHelp::Units::File), std::move(ids),
                     std::move(key), std::move(get), std::move(choices));
}

QWidget *PropertyForm::addInfo(const QString &label, const QString &toolTip, std::function<QString()> text)
{
    auto *info = new QLabel(this);
    info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    info->setWordWrap(true);
    Field field;
    field.info = std::move(text);
    return add(label, toolTip, info, std::move(field));
}

void PropertyForm::refresh()
{
    for (const Field &f : mFields)
        refreshField(f);
}

void PropertyForm::refreshField(const Field &f)
{
    if (f.info) {
        static_cast<QLabel *>(f.editor)->setText(f.info());
        return;
    }
    const json value = f.get ? f.get() : json();
    const QSignalBlocker blocker(f.editor);
    if (auto *edit = qobject_cast<QLineEdit *>(f.editor)) {
        edit->setText(value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString());
        edit->setCursorPosition(0);
    } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(f.editor)) {
        spin->setValue(value.is_number() ? value.get<double>() : 0.0);
    } else if (auto *combo = qobject_cast<QComboBox *>(f.editor)) {
        // No match (several objects that differ) leaves the combo blank.
        combo->setCurrentIndex(combo->findData(QString::fromStdString(value.dump())));
    }
}

void PropertyForm::commit(size_t index, json value)
{
    const Field &f = mFields[index];
    if (f.get && f.get() == value)
        return;  // focus left an unchanged editor: no command, no re-validation of the project
    // json compares 1 and 1.0 as equal, but a spin box may hold 1.0000000001 from rounding.
    if (value.is_number_float() && f.get && f.get().is_number()
        && std::abs(f.get().get<double>() - value.get<double>()) < 1e-12)
        return;
    // All objects or none, as one undo step: the document judges every edit before it pushes.
    std::vector<PropertyEdit> edits;
    for (const std::string &id : f.ids)
        edits.push_back({id, f.key, value});
    QString why;
    const bool ok = mDocument->setProperties(
        edits, tr("Set %1 of %n objects", nullptr, int(f.ids.size())).arg(QString::fromStdString(f.key)), &why);
    if (!ok) {
        refreshField(mFields[index]);
        Q_EMIT refused(why);
        return;
    }
    Q_EMIT committed();
}

} // namespace dcs
