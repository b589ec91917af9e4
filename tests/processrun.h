#pragma once
// Runs a program (the dcstudio binary, pdftotext, ...) the way a script would: no display,
// captured output. Shared by the command-line tests.
#include <QProcess>
#include <QStringList>

namespace dcs::test {

struct Run {
    int exitCode = -1;      // -1 also when the program did not finish within the timeout
    bool crashed = false;   // killed by a signal (abort, segfault)
    QByteArray out;
    QByteArray err;
};

// `environment` entries "NAME=value" are added; "NAME=" alone removes NAME.
inline Run runProgram(const QString &program, const QStringList &args, const QStringList &environment = {})
{
    QProcess p;
    p.setProgram(program);
    p.setArguments(args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString &entry : environment) {
        const QString name = entry.section(QLatin1Char('='), 0, 0);
        const QString value = entry.section(QLatin1Char('='), 1);
        if (value.isEmpty())
            env.remove(name);
        else
            env.insert(name, value);
    }
    p.setProcessEnvironment(env);
    p.start();
    if (!p.waitForFinished(300000))
        return {};
    return {p.exitCode(), p.exitStatus() == QProcess::CrashExit, p.readAllStandardOutput(), p.readAllStandardError()};
}

#ifdef DCS_BINARY
inline Run dcstudio(const QStringList &args, const QStringList &environment = {})
{
    return runProgram(QStringLiteral(DCS_BINARY), args, environment);
}
#endif

} // namespace dcs::test
