#pragma once
#include <QString>
#include <QStringList>
#include <QtGlobal>

// Qt's "Ambiguous shortcut" messages, recorded so a GUI test can assert that none came: a
// shortcut Qt finds ambiguous does nothing, which is a bug. install() once (initTestCase), then
// clear() and read recorded() around the keys pressed.
namespace dcs::test::AmbiguousShortcuts {

inline QStringList &recorded()
{
    static QStringList messages;
    return messages;
}

inline QtMessageHandler &previous()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

inline void record(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(QLatin1String("Ambiguous shortcut")))
        recorded() << message;
    if (previous())
        previous()(type, context, message);
}

inline void install() { previous() = qInstallMessageHandler(record); }
inline void clear() { recorded().clear(); }

} // namespace dcs::test::AmbiguousShortcuts
