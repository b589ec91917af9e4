#pragma once
#include "project/rackpdu.h"
#include "rackdevicepainter.h"
#include <QColor>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <string>

namespace dcs {

struct CatalogEntry;

// A 0U rack PDU as a vertical strip on a side rail of the rear elevation, coloured by feed
// (A blue, B red), with its id written along the strip and the feed letter at the top; drawn
// by RackDevicePainter, as in the report.
class RackPduItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(RackPduItem)
public:
    enum { Type = UserType + 202 };

    explicit RackPduItem(std::string id);
    int type() const override { return Type; }
    const std::string &id() const { return mId; }
    Feed feed() const { return mLook.feed; }

    void sync(const RackPdu &pdu, const CatalogEntry *entry, const QRectF &rect);

    static QColor colourFor(Feed feed);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::string mId;
    RackDevicePainter::Pdu mLook;
};

} // namespace dcs
