#include "devicetypeimportdialog.h"
#include "document/projectdocument.h"
#include "handoff/netboxdevicetypeimporter.h"
#include "handoff/yamlreader.h"
#include "json/boundedfile.h"
#include "mainwindow.h"
#include "menuaction.h"
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace dcs {

DeviceTypeImportDialog::DeviceTypeImportDialog(ProjectDocument *document, QWidget *parent)
    : QDialog(parent), mDocument(document)
{
    setObjectName(QStringLiteral("deviceTypeImportDialog"));
    setWindowTitle(tr("Import NetBox Device Types"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Device types in the NetBox community device-type library's YAML format become custom "
                                "catalog entries of this design: the power ports' maximum_draw add up to the nameplate "
                                "power, the interfaces become port groups."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    auto *filesRow = new QHBoxLayout;
    mFiles = new QLineEdit(this);
    mFiles->setObjectName(QStringLiteral("deviceTypeFiles"));
    mFiles->setPlaceholderText(tr("one or more .yaml files, separated by ;"));
    auto *browseButton = new QPushButton(tr("&Browse..."), this);
    connect(browseButton, &QPushButton::clicked, this, &DeviceTypeImportDialog::browse);
    filesRow->addWidget(mFiles, 1);
    filesRow->addWidget(browseButton);
    form->addRow(tr("&Files:"), filesRow);

    mKind = new QComboBox(this);
    mKind->setObjectName(QStringLiteral("deviceTypeKind"));
    mKind->addItem(tr("Switch"), QStringLiteral("switch"));
    mKind->addItem(tr("GPU server"), QStringLiteral("gpu_server"));
    form->addRow(tr("&Kind:"), mKind);

    // The library has no GPU fields: a GPU server takes them whole from a catalog GPU server.
    mGpuFrom = new QComboBox(this);
    mGpuFrom->setObjectName(QStringLiteral("deviceTypeGpuFrom"));
    for (const CatalogEntry *e : document->catalog().entriesOfKind(CatalogKind::GpuServer))
        if (e->gpu)
            mGpuFrom->addItem(QString::fromStdString(e->name + " (" + e->id + ")"), QString::fromStdString(e->id));
    mGpuFrom->setEnabled(false);
    form->addRow(tr("&GPU figures from:"), mGpuFrom);
    connect(mKind, &QComboBox::currentIndexChanged, this,
            [this] { mGpuFrom->setEnabled(mKind->currentData().toString() == QLatin1String("gpu_server")); });

    mPsuRequired = new QSpinBox(this);
    mPsuRequired->setObjectName(QStringLiteral("deviceTypePsuRequired"));
    mPsuRequired->setRange(0, 64);
    mPsuRequired->setSpecialValueText(tr("half the power ports"));
    form->addRow(tr("&PSUs required:"), mPsuRequired);

    mReplace = new QCheckBox(tr("&Replace custom entries with the same id"), this);
    mReplace->setObjectName(QStringLiteral("deviceTypeReplace"));
    form->addRow(QString(), mReplace);
    layout->addLayout(form);

    mResult = new QLabel(this);
    mResult->setObjectName(QStringLiteral("deviceTypeResult"));
    mResult->setWordWrap(true);
    mResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mResult);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *importButton = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    importButton->setObjectName(QStringLiteral("deviceTypeImportButton"));
    importButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &DeviceTypeImportDialog::importFiles);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, sizeHint().height());
}

void DeviceTypeImportDialog::addMenuEntry(QMenu *fileMenu, MainWindow *window, ProjectDocument *document)
{
    QMenu *imports = fileMenu->addMenu(tr("&Import"));
    addMenuAction(imports, window, tr("NetBox &Device Types..."), [window, document] {
        DeviceTypeImportDialog dialog(document, window);
        if (dialog.exec() == QDialog::Accepted)
            window->showStatus(dialog.summary());
    }, {}, tr("Add device types from the NetBox community device-type library (YAML) to this design's catalog"));
}

void DeviceTypeImportDialog::browse()
{
    QFileDialog dialog(this, tr("NetBox Device Types"), QString(), tr("Device types (*.yaml *.yml)"));
    dialog.setObjectName(QStringLiteral("deviceTypeFileDialog"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setFileMode(QFileDialog::ExistingFiles);
    if (dialog.exec() == QDialog::Accepted)
        mFiles->setText(dialog.selectedFiles().join(QLatin1Char(';')));
}

void DeviceTypeImportDialog::importFiles()
{
    QStringList paths;
    for (const QString &p : mFiles->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!p.trimmed().isEmpty())
            paths << p.trimmed();
    if (paths.isEmpty()) {
        mResult->setText(tr("Name at least one device-type file."));
        return;
    }
    DeviceTypeImportOptions options;
    options.kind = mKind->currentData().toString().toStdString();
    options.psuRequired = mPsuRequired->value();
    if (options.kind == "gpu_server")
        options.gpuFrom = mDocument->catalog().find(mGpuFrom->currentData().toString().toStdString());

    std::vector<DeviceTypeFile> files;
    LoadErrors errors;
    for (const QString &p : paths) {
        DeviceTypeFile f{QFileInfo(p).fileName().toStdString(), {}};
        if (const std::string why = BoundedFile::read(p, YamlReader::kMaxBytes, f.text); !why.empty())
            errors.push_back({f.name, "", why});
        files.push_back(std::move(f));
    }
    DeviceTypeImportRun run;
    if (errors.empty()) {
        const std::string projectName = mDocument->filePath().isEmpty()
            ? mDocument->project().name
            : QFileInfo(mDocument->filePath()).fileName().toStdString();
        run = NetboxDeviceTypeImporter::run(mDocument->project(), projectName, mDocument->builtInCatalog(), files,
                                            options, mReplace->isChecked());
        errors = run.errors;
    }
    if (!errors.empty()) {
        mResult->setText(tr("Nothing imported:\n%1").arg(QString::fromStdString(formatErrors(errors)).trimmed()));
        return;
    }
    QStringList ids;
    for (const DeviceTypeImported &imp : run.imported)
        ids << QString::fromStdString(imp.entry["id"].get<std::string>());
    const QString text = ids.size() == 1 ? tr("Import device type %1").arg(ids.front())
                                         : tr("Import %n device types", nullptr, int(ids.size()));
    mDocument->setCustomCatalog(run.project.customCatalog, text);
    mSummary = tr("Imported into this design's catalog: %1.").arg(ids.join(QStringLiteral(", ")));
    accept();
}

} // namespace dcs
