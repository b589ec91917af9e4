#pragma once
#include <QWidget>
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <utility>
#include <vector>

class QFormLayout;

namespace dcs {

class ProjectDocument;
struct InputDescription;

// A form of editors bound to file-format properties ("x_m" of rack "R01", "name" of "site").
// Editors show the model's value (via a getter) and commit through ProjectDocument::setProperty
// when editing finishes; a refused value is put back and reported through refused().
// One field may stand for several objects (a common rotation): it then commits to each of them
// as one undo step.
class PropertyForm : public QWidget
{
    Q_OBJECT
public:
    using Getter = std::function<nlohmann::json()>;
    using Choices = std::vector<std::pair<QString, nlohmann::json>>;

    PropertyForm(ProjectDocument *document, QWidget *parent = nullptr);

    void addSection(const QString &title);
    QWidget *addText(const QString &label, const QString &toolTip, std::vector<std::string> ids, std::string key,
                     Getter get, bool nullWhenEmpty = false);
    // `nullWhenZero`: 0 means "not set" for this key, so it is removed from the file instead.
    QWidget *addNumber(const QString &label, const QString &toolTip, std::vector<std::string> ids, std::string key,
                       Getter get, int decimals, const QString &suffix, bool nullWhenZero = false);
    QWidget *addChoice(const QString &label, const QString &toolTip, std::vector<std::string> ids, std::string key,
                       Getter get, Choices choices);
    // An input of the registry (spec/inputdescriptions.h), edited as the file holds it: label,
    // decimals, unit and tooltip (meaning, range, default, source) from its description.
    QWidget *addText(const InputDescription &input, std::vector<std::string> ids, std::string key, Getter get);
    QWidget *addNumber(const InputDescription &input, std::vector<std::string> ids, std::string key, Getter get);
    QWidget *addChoice(const InputDescription &input, std::vector<std::string> ids, std::string key, Getter get,
                       Choices choices);
    // A read-only line recomputed on every refresh.
    QWidget *addInfo(const QString &label, const QString &toolTip, std::function<QString()> text);
    void addRow(const QString &label, QWidget *widget);
    // Labels go above their fields when a row is wider than the form (a narrow dock).
    void setWrapLongRows(bool wrap);

    // Puts the model's current values into every editor.
    void refresh();

Q_SIGNALS:
    void refused(const QString &why);
    void committed();

private:
    struct Field {
        QWidget *editor = nullptr;
        std::vector<std::string> ids;
        std::string key;
        Getter get;
        std::function<QString()> info;
        bool nullWhenEmpty = false;
        bool nullWhenZero = false;
    };
    QWidget *add(const QString &label, const QString &toolTip, QWidget *editor, Field field);
    void refreshField(const Field &field);
    void commit(size_t index, nlohmann::json value);

    ProjectDocument *mDocument;
    QFormLayout *mLayout;
    std::vector<Field> mFields;
};

} // namespace dcs
