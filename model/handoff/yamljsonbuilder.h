#pragma once
#include "yamldocument.h"
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace dcs {

// Builds a YamlDocument from yaml-cpp's parse events, and refuses what YamlReader does not read
// (its comment lists what and why) by throwing YAML::ParserException with the place and a
// sentence. Events, not YAML::Load's node tree: the tree shares one node between an anchor and
// its aliases, so converting it to JSON would expand a "billion laughs" file, and it no longer
// shows anchors, tags, flow style or a key given twice. The events come depth first, so the
// builder keeps its own stack and never recurses.
class YamlJsonBuilder final : public YAML::EventHandler
{
public:
    // `source` is the text yaml-cpp parses: a mark's pos is a byte offset into it, which tells
    // what the events do not (where a scalar ends, whether a key is followed by ':').
    YamlJsonBuilder(const std::string &source, YamlDocument &out) : mSource(source), mOut(out) {}

    void OnDocumentStart(const YAML::Mark &mark) override;
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override;
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, const std::string &value) override;
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value style) override;
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value style) override;
    void OnMapEnd() override { close(); }
    void OnAnchor(const YAML::Mark &mark, const std::string &name) override;

private:
    // A list or mapping whose end has not come yet.
    struct Open {
        nlohmann::json value;
        size_t place = 0;
        YAML::Mark mark;
        bool flow = false;
        bool keyNext = true;  // a mapping's next scalar is a key
        std::string key;      // a mapping's key whose value comes next, where the key is
        int keyLine = 0;
        int keyColumn = 0;
    };

    bool keyNext() const { return !mStack.empty() && mStack.back().value.is_object() && mStack.back().keyNext; }
    size_t begin(const YAML::Mark &mark);
    void key(std::string key, const YAML::Mark &mark);
    void finish(nlohmann::json value);
    void open(nlohmann::json empty, const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
              YAML::EmitterStyle::value style);
    void close();
    void checkParent() const;
    size_t at(const YAML::Mark &mark) const;
    void checkKeyEnd(const YAML::Mark &mark, size_t end) const;

    const std::string &mSource;
    YamlDocument &mOut;
    std::vector<Open> mStack;
    int mDocuments = 0;
};

} // namespace dcs
