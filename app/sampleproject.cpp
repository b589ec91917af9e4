#include "sampleproject.h"
#include "catalog/catalog.h"
#include <QCoreApplication>
#include <QFile>

namespace dcs {

const std::vector<SampleProject::Sample> &SampleProject::all()
{
    static const std::vector<Sample> samples{
        {QStringLiteral("superpod-h100-air"), QCoreApplication::translate("SampleProject", "DGX H100 SuperPOD, air cooled"),
         QCoreApplication::translate("SampleProject", "128 DGX H100 (1,024 GPUs), rail-optimised NDR fabric, CRAHs: the default design")},
        {QStringLiteral("superpod-h100-liquid"), QCoreApplication::translate("SampleProject", "DGX H100 SuperPOD, liquid cooled"),
         QCoreApplication::translate("SampleProject", "The same SuperPOD with direct liquid cooling and CDUs")},
        {QStringLiteral("gb200-nvl72-4su"), QCoreApplication::translate("SampleProject", "GB200 NVL72 AI factory, 4 SU"),
         QCoreApplication::translate("SampleProject", "32 GB200 NVL72 racks (2,304 GPUs): power shelves on three-phase whips, "
                                                      "a three-tier NDR fabric, CDUs, a heavy floor")},
        {QStringLiteral("gb300-nvl72-2su"), QCoreApplication::translate("SampleProject", "GB300 NVL72 hall, 2 SU"),
         QCoreApplication::translate("SampleProject", "16 GB300 NVL72 racks (1,152 GPUs) on an XDR Quantum-X800 fabric, liquid cooled")},
        {QStringLiteral("finetune-lab"), QCoreApplication::translate("SampleProject", "Fine-tuning lab"),
         QCoreApplication::translate("SampleProject", "A few PCIe and RTX boxes for fine-tuning and MIG sharing")},
    };
    return samples;
}

QString SampleProject::defaultId() { return all().front().id; }

ReadResult SampleProject::read(const QString &id)
{
    const QString name = (id.isEmpty() ? defaultId() : id) + QStringLiteral(".json");
    QFile f(QStringLiteral(":/samples/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {std::nullopt, {{name.toStdString(), {}, "there is no built-in sample '" + name.toStdString() + "' in the resources."}}};
    return ProjectReader::readText(f.readAll().toStdString(), name.toStdString(), Catalog::builtIn());
}

} // namespace dcs
