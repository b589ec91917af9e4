// Report export (issue 7 §4): the PDF of superpod-h100-air (target < 5 s) and of stress-16k
// (target < 30 s), written to a buffer so the disk does not enter the figure.
#include "analysis/analyzer.h"
#include "benchtimer.h"
#include "catalog/catalog.h"
#include "designreport.h"
#include "io/projectreader.h"
#include <QApplication>
#include <QBuffer>
#include <QFileInfo>

using namespace dcs;

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList projects = argc > 1 ? QStringList{QString::fromLocal8Bit(argv[1])}
                                          : QStringList{QStringLiteral(DCS_SOURCE_DIR "/projects/superpod-h100-air.json"),
                                                        QStringLiteral(DCS_SOURCE_DIR "/projects/stress-16k.json")};
    for (const QString &path : projects) {
        const ReadResult read = ProjectReader::readFile(path, Catalog::builtIn());
        if (!read.project) {
            std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
            return 1;
        }
        const Analysis analysis = Analyzer::run(*read.project, Catalog::builtIn());
        int pages = 0;
        qint64 bytes = 0;
        const QByteArray name = ("report export " + QFileInfo(path).completeBaseName()).toUtf8();
        bench::report(name.constData(), 5, [&] {
            QBuffer out;
            out.open(QIODevice::WriteOnly);
            pages = DesignReport::write(*read.project, Catalog::builtIn(), analysis, ReportOptions{}, &out).pages;
            bytes = out.size();
        });
        std::printf("  %d pages, %lld KiB\n", pages, static_cast<long long>(bytes / 1024));
    }
    return 0;
}
