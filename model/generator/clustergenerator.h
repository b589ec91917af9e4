#pragma once
#include "generatoroptions.h"
#include "project/project.h"
#include <string>
#include <vector>

namespace dcs {

class Catalog;
struct CatalogEntry;

// Builds a complete design from a few choices (issue 7 section 1, docs/generator.md): compute
// racks in rows with hot and cold aisles, nodes per rack within the power budget, the cooling
// limit, rack units and weight; PDUs sized for the rack on either feed and for the loss of one
// PDU, PSUs auto-connected and auto-balanced on A/B feeds; panels and UPSs sized for the whole
// load on each side (2N); cooling units sized with their redundancy; the compute fabric from
// FabricGenerator in network racks at the row ends; a default workload. Pure: same options,
// same project. Ports the layout rules of projects/make_samples.py.
class ClusterGenerator
{
public:
    // The sizing decided before anything is laid out: cheap, used for the live preview.
    struct Plan {
        std::vector<std::string> errors;  // empty = the options can be generated
        const CatalogEntry *system = nullptr;
        bool rackSystem = false;
        int nodes = 0;
        int gpus = 0;
        int nodesPerRack = 0;
        int computeRacks = 0;
        int racksPerRow = 0;
        int rows = 0;
        int pdusPerFeed = 0;
        std::string pduId;            // the compute racks' PDU model (a rack-scale system's: three-phase feeds)
        double rackBudgetKw = 0;
        double computeItW = 0;        // nameplate of the compute racks (nodes + management switches)
        std::string limitedBy;        // what bounds the nodes per rack: "rack units", "power limit", ...
    };

    struct Result {
        bool ok = false;
        std::vector<std::string> errors;  // why the generator refused (one sentence each)
        Project project;
        Plan plan;
        // Warnings the design still carries, one line each ("severity code: message"): the ones the
        // choices made unavoidable (e.g. a DGX H100 cannot ride through a feed loss on 3 + 3 PSUs).
        std::vector<std::string> notes;
        int errorWarnings = 0;            // error-severity warnings left (0 by construction)
        int networkRacks = 0;
        int switches = 0;
        double itNameplateW = 0;          // all IT (compute + network racks)
    };

    static Plan plan(const GeneratorOptions &options, const Catalog &catalog);
    // `analyse`: run the engines on the result to list the warnings left as notes.
    static Result generate(const GeneratorOptions &options, const Catalog &catalog, bool analyse = true);

private:
    // One layout of `plan` (generate() retries with shorter rows when a given hall is too narrow).
    static Result build(const GeneratorOptions &options, const Catalog &catalog, const Plan &plan, bool analyse);
};

} // namespace dcs
