#include "mitigationtablemodel.h"
#include "displayformat.h"
#include <QBrush>
#include <QColor>
#include <QFont>

namespace dcs {

namespace {
using Mitigation = PowerDynamicsResult::Mitigation;

// Nothing of this kind added (no storage, no energy, no money): a dash, not a zero that reads
// like a figure.
bool adds(double value) { return std::abs(value) > 1e-9; }

// The currency is the column's: "98 k", "1.23 M", "3,788".
QString compact(const DisplayFormat &f, double amount)
{
    return std::abs(amount) >= 1e4 ? f.compactMoney(amount, QString()).trimmed() : f.number(amount, 0);
}

// Three significant figures at most, so the ten columns fit: "85.9", "332", "0.64", "3.2", "556".
int decimalsFor(double value)
{
    const double a = std::abs(value);
    return a < 1 ? 2 : a < 100 ? 1 : 0;
}
} // namespace

QString MitigationTableModel::shortName(PowerSmoothing choice)
{
    // The table's first column is one of ten in a page two thirds of a 1280 px window wide; the
    // engine's whole label is the cell's tooltip.
    switch (choice) {
    case PowerSmoothing::None: return tr("None");
    case PowerSmoothing::GpuSmoothing: return tr("GPU smoothing");
    case PowerSmoothing::SoftwareFill: return tr("Software fill");
    case PowerSmoothing::RackStorage: return tr("Rack storage");
    case PowerSmoothing::RowStorage: return tr("Row storage");
    case PowerSmoothing::UtilityStorage: return tr("Utility storage");
    }
    return {};
}

MitigationTableModel::MitigationTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void MitigationTableModel::setAnalysis(const AnalysisPtr &analysis, const QString &currency)
{
    beginResetModel();
    mAnalysis = analysis;
    mCurrency = currency;
    mResult = analysis && analysis->powerDynamics->computed ? analysis->powerDynamics.get() : nullptr;
    endResetModel();
}

const PowerDynamicsResult::Mitigation *MitigationTableModel::mitigationAt(int row) const
{
    if (!mResult || row < 0 || row >= int(mResult->mitigations.size()))
        return nullptr;
    return &mResult->mitigations[size_t(row)];
}

int MitigationTableModel::chosenRow() const
{
    for (int row = 0; row < rowCount(); ++row)
        if (mitigationAt(row)->chosen)
            return row;
    return -1;
}

int MitigationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !mResult ? 0 : int(mResult->mitigations.size());
}

int MitigationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags MitigationTableModel::flags(const QModelIndex &index) const
{
    const Mitigation *m = mitigationAt(index.row());
    if (!m)
        return Qt::NoItemFlags;
    // An option that cannot be built here cannot be chosen from its row either.
    return m->available ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QString MitigationTableModel::text(const Mitigation &m, int column) const
{
    const DisplayFormat f;
    if (!m.available) {
        if (column == Option)
            return shortName(m.choice);
        // The reason spans the figures' columns (the view joins them): no price, no rank.
        return column == Limits ? tr("Not available: %1").arg(QString::fromStdString(m.unavailable)) : QString();
    }
    switch (column) {
    case Option: {
        QString label = shortName(m.choice);
        if (m.floorFraction > 0)
            label += tr(" (%1)").arg(f.percent(m.floorFraction, 0));  // the floor; its tooltip says so
        // A filled circle, as a radio button: one option is the design's.
        return m.chosen ? QStringLiteral("● ") + label : label;
    }
    case Limits:
        // Short: ten columns share two thirds of a 1280 px window; the tooltip says it whole.
        return m.meetsLimits ? tr("✓ met") : tr("✗ %1").arg(QString::fromStdString(m.limitsMissed));
    case Swing: return f.kilowattNumber(m.utilitySwingW, 0);
    case BandRms: return f.kilowattNumber(m.avoidBandRmsW, decimalsFor(m.avoidBandRmsW / 1000.0));
    case JobStop: return f.kilowattNumber(m.tripWithinMinuteW, 0);
    case AddedEnergy:
        return adds(m.addedFacilityKwhPerYear) ? f.number(m.addedFacilityKwhPerYear / 1000.0, decimalsFor(m.addedFacilityKwhPerYear / 1000.0))
                                               : QStringLiteral("—");
    case Storage:
        if (!adds(m.storageKwh))
            return QStringLiteral("—");
        return QStringLiteral("%1 / %2").arg(f.number(m.storageKw, 0), f.number(m.storageKwh, decimalsFor(m.storageKwh)));
    case Cycles:
        if (!adds(m.storageCyclesPerYear))
            return QStringLiteral("—");
        return tr("%1 · %2 yr")
            .arg(m.storageCyclesPerYear >= 1e4 ? tr("%1 k").arg(f.number(m.storageCyclesPerYear / 1e3, 0)) : f.number(m.storageCyclesPerYear, 0),
                 f.number(m.storageLifeYears, m.storageLifeYears < 10 ? 1 : 0));
    case Capex: return adds(m.capex) ? compact(f, m.capex) : QStringLiteral("—");
    case CostPerYear: return adds(m.costPerYear) ? compact(f, m.costPerYear) : QStringLiteral("—");
    default: return {};
    }
}

QString MitigationTableModel::toolTip(const Mitigation &m, int column) const
{
    const DisplayFormat f;
    const PowerDynamicsResult &r = *mResult;
    const QString label = QString::fromStdString(m.label);
    if (!m.available)
        return tr("%1 cannot be built here: %2. It is neither priced nor compared.").arg(label, QString::fromStdString(m.unavailable));
    switch (column) {
    case Option: {
        QString tip = label + QLatin1Char('.');
        if (m.floorFraction > 0)
            tip += tr("\nThe GPUs' power does not drop below %1 of their compute power in the low phases.").arg(f.percent(m.floorFraction, 1));
        if (m.rampLimitFractionPerS > 0)
            tip += tr("\nRamp-rate limit: %1 of compute power per second.").arg(f.percent(m.rampLimitFractionPerS, 0));
        tip += m.chosen ? tr("\nThe design's choice (Design > Power Settings > Mitigation): the warnings, the cost verdict and the "
                             "dashed curves use it.")
                        : tr("\nDouble-click, or select and press Use this mitigation, to make it the design's choice (Ctrl+Z undoes).");
        return tip;
    }
    case Limits:
        return m.meetsLimits ? tr("The step's swing, the RMS in the band to avoid and a job stop's change within a minute are "
                                  "all within the utility's limits (Design > Power Settings > Utility limits).")
                             : tr("Over the utility's limit in: %1.").arg(QString::fromStdString(m.limitsMissed));
    case Swing:
        return tr("The training step's swing at the utility connection, high minus low: %1 (limit %2). Steepest ramp %3/s; "
                  "the worst PDU phase swings %4.")
            .arg(f.kilowatts(m.utilitySwingW), f.kilowatts(r.swingLimitW), f.kilowatts(m.rampWPerS), f.kilowatts(m.worstPhaseSwingW, 2));
    case BandRms:
        return tr("RMS power in the band to avoid, %1-%2 Hz, at the utility: %3 (limit %4).")
            .arg(f.number(r.avoidBand.lowHz, 2), f.number(r.avoidBand.highHz, 1), f.kilowatts(m.avoidBandRmsW), f.kilowatts(r.bandLimitRmsW));
    case JobStop:
        return tr("What the utility load changes within a minute of a job stop (the trip, then cooling following): %1 "
                  "(limit %2, the ramp limit times 60 s).")
            .arg(f.kilowatts(m.tripWithinMinuteW), f.kilowatts(r.tripLimitW));
    case AddedEnergy:
        return tr("Facility energy the option adds a year (the floor's or fill's burnt IT energy, or the storage's round-trip "
                  "losses, times the annual PUE): %1 MWh, %2 a year.")
            .arg(f.number(m.addedFacilityKwhPerYear / 1000.0, 1), f.compactMoney(m.energyCostPerYear, mCurrency));
    case Storage:
        return adds(m.storageKwh) ? tr("Storage power %1 kW and installed energy %2 kWh, sized to cap the swing at the limit "
                                       "within its depth of discharge and to last its cycle life.")
                                        .arg(f.number(m.storageKw, 1), f.number(m.storageKwh, 2))
                                  : tr("No storage.");
    case Cycles:
        return adds(m.storageCyclesPerYear) ? tr("Equivalent full cycles a year (throughput over installed energy), and the years "
                                                 "the storage's cycle life lasts at that rate.")
                                            : tr("No storage.");
    case Capex:
        return tr("Storage capex in the site currency (%1 at its USD prices): %2. The cost verdict adds it to both options' "
                  "bill when this option is chosen.")
            .arg(f.dollars(m.capexUsd), f.money(m.capex, mCurrency));
    case CostPerYear:
        return tr("A year: energy %1 + storage maintenance %2 = %3.")
            .arg(f.money(m.energyCostPerYear, mCurrency), f.money(m.maintenancePerYear, mCurrency), f.money(m.costPerYear, mCurrency));
    default: return {};
    }
}

QVariant MitigationTableModel::data(const QModelIndex &index, int role) const
{
    const Mitigation *m = mitigationAt(index.row());
    if (!m || !index.isValid())
        return {};
    switch (role) {
    case Qt::DisplayRole: return text(*m, index.column());
    case Qt::ToolTipRole: return toolTip(*m, index.column());
    case ChoiceRole: return int(m->choice);
    case Qt::TextAlignmentRole:
        if (index.column() == Option || index.column() == Limits || !m->available)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (m->chosen) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ForegroundRole:
        if (!m->available)
            return QBrush(QColor(0x80, 0x80, 0x80));
        if (index.column() == Limits)
            return QBrush(m->meetsLimits ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc8, 0x1e, 0x1e));
        return {};
    case Qt::BackgroundRole:
        if (m->chosen)
            return QBrush(QColor(0xe3, 0xf1, 0xe4));
        return {};
    default: return {};
    }
}

QVariant MitigationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        // Two lines, the unit below: ten columns in two thirds of a 1280 px window.
        switch (section) {
        case Option: return tr("Option");
        case Limits: return tr("Limits");
        case Swing: return tr("Swing\nkW");
        case BandRms: return tr("Band\nkW RMS");
        case JobStop: return tr("Job stop\nkW/min");
        case AddedEnergy: return tr("Added\nMWh/yr");
        case Storage: return tr("Storage\nkW / kWh");
        case Cycles: return tr("Cycles/yr\n· life");
        case Capex: return tr("Capex\n%1").arg(mCurrency);
        case CostPerYear: return tr("Cost/yr\n%1").arg(mCurrency);
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Option: return tr("What smooths the training step's power swing; the design's choice is marked ● and shaded.");
        case Limits: return tr("Whether the utility's limits are met with this option (swing, band, job-stop ramp), or which are missed.");
        case Swing: return tr("The step's swing at the utility connection with this option, kW.");
        case BandRms: return tr("RMS power in the band of frequencies to avoid, at the utility, kW.");
        case JobStop: return tr("What the utility load changes within a minute of a job stop, kW.");
        case AddedEnergy: return tr("Facility energy the option adds a year, MWh.");
        case Storage: return tr("Energy storage's power (kW) and installed energy (kWh); — when the option has none.");
        case Cycles: return tr("Storage's equivalent full cycles a year, and the years its cycle life lasts.");
        case Capex: return tr("Storage capex, in the site currency.");
        case CostPerYear: return tr("Added energy and storage maintenance a year, in the site currency.");
        default: return {};
        }
    }
    return {};
}

} // namespace dcs
