#include "finetune.h"

namespace dcs {

const char *finetuneModeName(FinetuneMode m)
{
    switch (m) {
    case FinetuneMode::Full: return "full";
    case FinetuneMode::Lora: return "lora";
    case FinetuneMode::Qlora: return "qlora";
    }
    return "lora";
}

} // namespace dcs
