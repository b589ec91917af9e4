#pragma once
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QString>
#include <functional>
#include <string>
#include <utility>
#include <vector>

class QFormLayout;
class QWidget;

namespace dcs {

// What a settings field means, its default, and where the default comes from: a published
// source, or an "assumption ..." the user should confirm for their site. The form shows the
// source beside the editor and all three in the tooltip.
struct FieldHelp {
    QString meaning;
    QString defaultValue;
    QString source;

    QString toolTip() const;
    bool isAssumption() const { return source.startsWith(QLatin1String("assumption"), Qt::CaseInsensitive); }
};

// One page of a settings dialog: a form whose editors are bound to fields of a settings copy.
// Each editor starts from its field and carries a tooltip; writeBack() copies the edited values
// into the fields. An editor the user left alone leaves its field untouched, so a value the
// spin box can only show rounded (a COP of 3.517/0.6) is not changed by merely pressing OK.
// What an editor says about its input (label, unit, range, tooltip) comes from the inputs
// registry, as in the report and `dcstudio inputs`.
class SettingsForm
{
public:
    explicit SettingsForm(QWidget *page);

    // An input of the registry (spec/inputdescriptions.h): label, unit suffix, decimals, range,
    // meaning and source from its description, the default from the model (io/inputvalues.h).
    // The value is edited as printed (a fraction shown in % is edited in %). `name` is the
    // editor's object name (tests and tooltips use it); by default the key's last segment.
    QDoubleSpinBox *number(const char *key, double &field, const QString &name = {});
    QSpinBox *integer(const char *key, int &field, const QString &name = {});
    QLineEdit *text(const char *key, std::string &field, const QString &name = {});

    template <typename E>
    QComboBox *choice(const char *key, E &field, const std::vector<std::pair<QString, E>> &options,
                      const QString &name = {})
    {
        auto *box = new QComboBox;
        for (const auto &[text, value] : options) {
            box->addItem(text);
            if (value == field)
                box->setCurrentIndex(box->count() - 1);
        }
        const int initial = box->currentIndex();
        mWriteBack.push_back([box, &field, options, initial] {
            if (box->currentIndex() != initial && box->currentIndex() >= 0)
                field = options[size_t(box->currentIndex())].second;
        });
        addInput(key, name, box);
        return box;
    }

    // Puts the model's default into every number and text editor (the choices are the caller's:
    // the registry knows a choice's file word, not the option that stands for it).
    void restoreDefaults() const;

    void addRow(const QString &key, const QString &label, QWidget *editor, const FieldHelp &help);
    void addSection(const QString &title);
    void addNote(const QString &text);  // a wrapped explanation across the form
    void writeBack() const;

private:
    void addInput(const char *key, const QString &name, QWidget *editor);

    QFormLayout *mLayout;
    std::vector<std::function<void()>> mWriteBack;
    std::vector<std::function<void()>> mRestore;
};

} // namespace dcs
