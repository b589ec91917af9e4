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
class SettingsForm
{
public:
    explicit SettingsForm(QWidget *page);

    // `key` becomes the editor's object name (the file-format key: tests and tooltips use it).
    QDoubleSpinBox *number(const QString &key, const QString &label, double &field, double min, double max,
                           int decimals, const QString &suffix, const FieldHelp &help);
    QSpinBox *integer(const QString &key, const QString &label, int &field, int min, int max, const QString &suffix,
                      const FieldHelp &help);
    QLineEdit *text(const QString &key, const QString &label, std::string &field, const FieldHelp &help);

    template <typename E>
    QComboBox *choice(const QString &key, const QString &label, E &field,
                      const std::vector<std::pair<QString, E>> &options, const FieldHelp &help)
    {
        auto *box = new QComboBox;
        for (const auto &[name, value] : options) {
            box->addItem(name);
            if (value == field)
                box->setCurrentIndex(box->count() - 1);
        }
        const int initial = box->currentIndex();
        mWriteBack.push_back([box, &field, options, initial] {
            if (box->currentIndex() != initial && box->currentIndex() >= 0)
                field = options[size_t(box->currentIndex())].second;
        });
        addRow(key, label, box, help);
        return box;
    }

    void addRow(const QString &key, const QString &label, QWidget *editor, const FieldHelp &help);
    void addSection(const QString &title);
    void addNote(const QString &text);  // a wrapped explanation across the form
    void writeBack() const;

private:
    QFormLayout *mLayout;
    std::vector<std::function<void()>> mWriteBack;
};

} // namespace dcs
