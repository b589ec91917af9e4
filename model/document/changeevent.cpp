#include "changeevent.h"
#include "io/projectblocks.h"
#include <algorithm>

namespace dcs {

bool isSettingsBlock(DesignPart part)
{
    switch (part) {
    case DesignPart::Header:
    case DesignPart::Site:
    case DesignPart::Hall:
    case DesignPart::Cooling:
    case DesignPart::PowerSettings:
    case DesignPart::Workload:
        return true;
    case DesignPart::Networks:
    case DesignPart::Containment:
    case DesignPart::CustomCatalog:
    case DesignPart::Variants:
    case DesignPart::OtherSection:
        return false;
    }
    return false;
}

DesignPart designPartOf(ProjectBlock block)
{
    switch (block) {
    case ProjectBlock::Header: return DesignPart::Header;
    case ProjectBlock::Site: return DesignPart::Site;
    case ProjectBlock::Hall: return DesignPart::Hall;
    case ProjectBlock::Cooling: return DesignPart::Cooling;
    case ProjectBlock::PowerSettings: return DesignPart::PowerSettings;
    case ProjectBlock::Workload: return DesignPart::Workload;
    }
    return DesignPart::OtherSection;
}

DesignPart designPartOfSection(const std::string &fileKey)
{
    if (fileKey == "name" || fileKey == "description")
        return DesignPart::Header;
    if (const std::optional<ProjectBlock> block = ProjectBlocks::byName(fileKey))
        return designPartOf(*block);
    if (fileKey == "networks")
        return DesignPart::Networks;
    if (fileKey == "containment")
        return DesignPart::Containment;
    if (fileKey == "custom_catalog")
        return DesignPart::CustomCatalog;
    if (fileKey == "variants")
        return DesignPart::Variants;
    return DesignPart::OtherSection;
}

ChangeEvent::ChangeEvent(Kind kind, std::vector<std::string> ids, const std::string &fileKey)
    : kind(kind), ids(std::move(ids)), aspect(fileKey == "name" || fileKey == "description" ? Aspect::Label : Aspect::Content),
      key(fileKey)
{
}

ChangeEvent ChangeEvent::ofPart(DesignPart part, const std::string &fileKey)
{
    ChangeEvent e(Kind::Part, {}, fileKey);
    e.part = part;
    return e;
}

bool ChangeEvent::concerns(const std::string &id) const
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

} // namespace dcs
