#pragma once
#include "catalog/catalogentry.h"
#include "generator/generatoroptions.h"
#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace dcs {

class Catalog;

// File > New from Template...: the cluster generator's choices (docs/generator.md) with
// sensible defaults and a live preview line (racks, GPUs, IT kW, or why the choices cannot be
// built). OK is enabled only when the choices can be generated.
class NewDesignDialog : public QDialog
{
    Q_OBJECT
public:
    NewDesignDialog(const Catalog &catalog, QWidget *parent = nullptr);

    GeneratorOptions options() const;
    QString previewText() const;
    void setOptions(const GeneratorOptions &options);

private:
    void updatePreview();
    QComboBox *catalogCombo(CatalogKind kind, const std::string &current, CatalogKind alsoKind);

    const Catalog &mCatalog;
    QComboBox *mSystem = nullptr;
    QSpinBox *mCount = nullptr;
    QComboBox *mCountUnit = nullptr;
    QComboBox *mCooling = nullptr;
    QDoubleSpinBox *mRackKw = nullptr;
    QComboBox *mPdu = nullptr;
    QComboBox *mFabric = nullptr;
    QComboBox *mTechnology = nullptr;
    QDoubleSpinBox *mOversubscription = nullptr;
    QComboBox *mPowerRedundancy = nullptr;
    QComboBox *mDistribution = nullptr;
    QComboBox *mCoolingRedundancy = nullptr;
    QCheckBox *mFitHall = nullptr;
    QDoubleSpinBox *mHallWidth = nullptr;
    QDoubleSpinBox *mHallDepth = nullptr;
    QLineEdit *mName = nullptr;
    QLabel *mPreview = nullptr;
    QDialogButtonBox *mButtons = nullptr;
};

} // namespace dcs
