#include "importdevicetypecommand.h"
#include "cliproject.h"
#include "catalog/catalog.h"
#include "handoff/netboxdevicetypeimporter.h"
#include "handoff/yamlreader.h"
#include "io/projectreader.h"
#include "io/projectwriter.h"
#include "json/boundedfile.h"
#include <QCommandLineParser>
#include <QFileInfo>

namespace dcs::ImportDeviceTypeCommand {

namespace {
constexpr int kOk = 0, kBadArguments = 1, kBadInput = 2, kNotWritten = 3;

std::string watts(double w)
{
    std::string digits = std::to_string(static_cast<long long>(w + 0.5));
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(size_t(i), ",");
    return digits + " W";
}

std::string summary(const DeviceTypeImported &imp)
{
    const nlohmann::json &e = imp.entry;
    int ports = 0;
    for (const auto &g : e.value("ports", nlohmann::json::array()))
        ports += g.value("count", 0);
    return imp.file + ": " + (imp.replaced ? "replaced" : "added") + " catalog entry " + e.value("id", std::string()) + " ("
        + e.value("kind", std::string()) + ", " + std::to_string(e.value("height_u", 0)) + " U, "
        + watts(e.value("max_power_w", 0.0)) + " nameplate from " + std::to_string(e.value("psu_count", 0))
        + " power ports, " + std::to_string(ports) + " ports in " + std::to_string(e.value("ports", nlohmann::json::array()).size())
        + " groups)\n";
}
} // namespace

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Adds device types in the NetBox community device-type library's YAML format to a project's custom\n"
        "catalog (docs/handoff.md, \"NetBox\"): model and manufacturer name the entry, the slug is its id,\n"
        "u_height and is_full_depth place it, the power ports' maximum_draw add up to its nameplate power and\n"
        "its interfaces, grouped by type, are its ports. The library has no GPU figures: a GPU server takes\n"
        "them from a catalog entry with the same GPUs (--gpu-from). All files or none; errors name the file,\n"
        "line and field.\n"
        "Exit codes: 0 imported, 1 bad arguments, 2 a file or the project invalid (nothing changed), 3 not written."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("import-device-type"), QStringLiteral("the subcommand"));
    parser.addPositionalArgument(QStringLiteral("FILE.yaml"), QStringLiteral("device-type files"), QStringLiteral("FILE.yaml..."));
    parser.addOption({QStringLiteral("into"), QStringLiteral("The project to add them to (saved in place)."),
                      QStringLiteral("PROJECT.json")});
    parser.addOption({QStringLiteral("kind"),
                      QStringLiteral("switch or gpu_server (default: gpu_server with --gpu-from, else switch)."),
                      QStringLiteral("KIND")});
    parser.addOption({QStringLiteral("gpu-from"),
                      QStringLiteral("A catalog GPU server whose GPU figures the imported servers take."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("psu-required"),
                      QStringLiteral("PSUs that must be fed (default: half the power ports, rounded up)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("replace"), QStringLiteral("Update custom entries with the same id.")});
    if (!parser.parse(arguments)) {
        Cli::printErr(QStringLiteral("dcstudio import-device-type: ") + parser.errorText());
        return kBadArguments;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        Cli::printOut(parser.helpText().toStdString());
        return kOk;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    const QString projectPath = parser.value(QStringLiteral("into"));
    if (files.isEmpty() || projectPath.isEmpty()) {
        Cli::printErr(QStringLiteral("dcstudio import-device-type: expected FILE.yaml... --into PROJECT.json (see --help)."));
        return kBadArguments;
    }
    DeviceTypeImportOptions options;
    if (parser.isSet(QStringLiteral("kind")))
        options.kind = parser.value(QStringLiteral("kind")).toStdString();
    if (options.kind != "auto" && options.kind != "switch" && options.kind != "gpu_server") {
        Cli::printErr(QStringLiteral("dcstudio import-device-type: --kind %1: expected switch or gpu_server.")
                          .arg(parser.value(QStringLiteral("kind"))));
        return kBadArguments;
    }
    if (parser.isSet(QStringLiteral("psu-required"))) {
        bool ok = false;
        options.psuRequired = parser.value(QStringLiteral("psu-required")).toInt(&ok);
        if (!ok || options.psuRequired < 1 || options.psuRequired > 64) {
            Cli::printErr(QStringLiteral("dcstudio import-device-type: --psu-required %1: expected a whole number from 1 to 64.")
                              .arg(parser.value(QStringLiteral("psu-required"))));
            return kBadArguments;
        }
    }

    const std::string projectName = QFileInfo(projectPath).fileName().toStdString();
    ReadResult read = ProjectReader::readFile(projectPath, Catalog::builtIn());
    if (!read.errors.empty()) {
        Cli::printErr(QString::fromStdString(formatErrors(read.errors)).trimmed());
        return kBadInput;
    }
    LoadErrors catalogErrors;
    const Catalog catalog = Catalog::builtIn().withCustomEntries(read.project->customCatalog.get(), projectName, catalogErrors);
    if (parser.isSet(QStringLiteral("gpu-from"))) {
        const std::string id = parser.value(QStringLiteral("gpu-from")).toStdString();
        options.gpuFrom = catalog.find(id);
        if (!options.gpuFrom || !options.gpuFrom->gpu) {
            Cli::printErr(QStringLiteral("dcstudio import-device-type: --gpu-from %1: not a GPU server of the catalog "
                                         "(see dcstudio catalog --kind gpu_server).").arg(QString::fromStdString(id)));
            return kBadArguments;
        }
    }

    std::vector<DeviceTypeFile> inputs;
    LoadErrors unreadable;
    for (const QString &f : files) {
        DeviceTypeFile in{f.toStdString(), {}};
        if (const std::string why = BoundedFile::read(f, YamlReader::kMaxBytes, in.text); !why.empty())
            unreadable.push_back({in.name, "", why});
        inputs.push_back(std::move(in));
    }
    if (!unreadable.empty()) {
        Cli::printErr(QString::fromStdString(formatErrors(unreadable)).trimmed());
        return kBadInput;
    }
    const bool replace = parser.isSet(QStringLiteral("replace"));
    DeviceTypeImportRun result =
        NetboxDeviceTypeImporter::run(*read.project, projectName, Catalog::builtIn(), inputs, options, replace);
    if (!result.errors.empty()) {
        Cli::printErr(QString::fromStdString(formatErrors(result.errors)).trimmed()
                      + QStringLiteral("\ndcstudio import-device-type: nothing imported; %1 is unchanged.").arg(projectPath));
        return kBadInput;
    }
    if (const QString error = ProjectWriter::save(result.project, projectPath); !error.isEmpty()) {
        Cli::printErr(QStringLiteral("dcstudio import-device-type: ") + error);
        return kNotWritten;
    }
    std::string text;
    for (const DeviceTypeImported &imp : result.imported) {
        text += summary(imp);
        for (const std::string &note : imp.notes)
            text += "  note: " + note + "\n";
    }
    const size_t n = result.imported.size();
    Cli::printOut(text + projectPath.toStdString() + ": saved (" + std::to_string(n) + " device type"
                  + (n == 1 ? "" : "s") + " imported).\n");
    return kOk;
}

} // namespace dcs::ImportDeviceTypeCommand
