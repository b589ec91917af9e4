#include "containmenteditor.h"
#include "document/projectdocument.h"
#include "thermal/thermalaisles.h"
#include "project/project.h"
#include <QComboBox>
#include <QVBoxLayout>
#include <QMessageBox>
#include <QSignalBlocker>
#include <nlohmann/json.hpp>

namespace dcs {

ContainmentEditor::ContainmentEditor(ProjectDocument *document, std::string rackId, QWidget *parent)
    : QWidget(parent), mDocument(document), mRackId(std::move(rackId))
{
    setObjectName(QStringLiteral("containmentEditor"));
    auto *h = new QVBoxLayout(this);  // one above the other: side by side they overflow a 330 px dock
    h->setContentsMargins(0, 0, 0, 0);
    auto combo = [this, h](const QString &name, const QString &open, const QString &contained, const QString &tip) {
        auto *c = new QComboBox(this);
        c->setObjectName(name);
        c->addItems({open, contained});
        c->setToolTip(tip);
        h->addWidget(c);
        return c;
    };
    mCold = combo(QStringLiteral("coldAisle"), tr("Cold aisle open"), tr("Cold aisle contained"),
                  tr("Contain the aisle in front of this rack: its row and the row facing it draw ducted supply air "
                     "(thermal map, docs/thermal.md). One undo step."));
    mHot = combo(QStringLiteral("hotAisle"), tr("Hot aisle open"), tr("Hot aisle contained"),
                 tr("Contain the aisle behind this rack: its row's and the opposite row's exhaust goes ducted to the "
                    "cooling units' return. One undo step."));
    refresh();
    connect(mCold, &QComboBox::activated, this, [this](int i) { apply(false, i); });
    connect(mHot, &QComboBox::activated, this, [this](int i) { apply(true, i); });
    connect(mDocument, &ProjectDocument::changed, this, &ContainmentEditor::refresh);
}

void ContainmentEditor::refresh()
{
    bool cold = false, hot = false;
    for (const Containment &c : mDocument->project().containments)
        if (std::find(c.rackIds.begin(), c.rackIds.end(), mRackId) != c.rackIds.end())
            (c.kind == Containment::Kind::Hot ? hot : cold) = true;
    const QSignalBlocker bc(mCold), bh(mHot);
    mCold->setCurrentIndex(cold ? 1 : 0);
    mHot->setCurrentIndex(hot ? 1 : 0);
}

void ContainmentEditor::apply(bool hot, int index)
{
    const Project &p = mDocument->project();
    if (!p.findRack(mRackId))
        return;
    const nlohmann::json list = ThermalAisles::withAisle(p, mDocument->catalog(), mRackId,
                                                         hot ? Containment::Kind::Hot : Containment::Kind::Cold, index == 1);
    QString why;
    if (!mDocument->setProperty("project", "containment", list.empty() ? nlohmann::json() : list, &why)) {
        refresh();
        QMessageBox::warning(this, tr("Aisle containment"), why);
    }
}

} // namespace dcs
