#pragma once
#include "engine/enginecontext.h"
#include "finetunepacker.h"
#include "finetuneresult.h"
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace dcs {

class Catalog;
class JsonFieldReader;
struct Project;

// The fine-tuning lab (issue 15 item 6, seed 3.3): the workload's concurrent fine-tuning jobs
// packed on the placed GPU servers, whole GPUs or MIG slices (FinetunePacker), each job's finish
// time, the utilisation per server, and for each job that does not fit the smallest change that
// makes it fit. Formulas: FinetuneMath; profiles: MigProfiles; docs/training.md.
class FinetuneEngine
{
public:
    // Every GPU server (and rack-scale system) of the layout, in layout order.
    static std::vector<FinetunePacker::Server> servers(const Project &project, const Catalog &catalog);
    struct Needs {};  // reads no other engine
    // The workload's lab on every GPU server placed.
    static FinetuneResult evaluate(const EngineContext &context, const Needs &needs);
    // The lab on the given servers.
    static FinetuneResult evaluate(const Workload &w, const std::vector<FinetunePacker::Server> &servers,
                                   std::vector<Warning> &warnings);

    // What would make `job` fit (or meet its deadline), smallest change first, tried on the lab
    // as packed without it: a lighter mode (full -> LoRA -> QLoRA), gradient checkpointing,
    // micro-batch 1, then one more server of a type the hall has.
    static std::vector<std::string> suggestions(const FinetuneJob &job, const Workload &w, const FinetunePacker &packed);

    // Checks the jobs an edit adds or changes against the GPUs placed (typed edits; the file
    // reader checks the rest): a MIG profile no placed GPU offers, a job no server of the hall
    // can hold. Errors go to `r` with the job's JSON path; unchanged jobs are not judged again.
    static void validateEdit(const Project &project, const Catalog &catalog, const FinetuneLab &before,
                             const FinetuneLab &after, JsonFieldReader &r);

    // The "finetune" object of the "training" section of `dcstudio evaluate` (docs/training.md).
    static nlohmann::json toJson(const FinetuneResult &r);
};

} // namespace dcs
