#include "csvtext.h"
#include "utf8text.h"

namespace dcs::CsvText {

std::string field(std::string_view text)
{
    const std::string valid = Utf8Text::escapeInvalid(text);
    if (valid.find_first_of(",\"\r\n") == std::string::npos)
        return valid;
    std::string quoted = "\"";
    for (const char c : valid) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string record(const std::vector<std::string> &fields, std::string_view lineEnd)
{
    std::string line;
    for (size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += ',';
        line += field(fields[i]);
    }
    line += lineEnd;
    return line;
}

namespace {

// A small state machine over the bytes: where a field starts, inside quotes, just after a
// closing quote, or in an unquoted field.
class Reader
{
public:
    explicit Reader(std::string_view text) : mText(text) {}

    Parsed run()
    {
        if (mText.substr(0, 3) == "\xEF\xBB\xBF")
            mAt = 3;
        while (mAt < mText.size() && mResult.error.empty())
            readRecord();
        return std::move(mResult);
    }

private:
    enum class State { FieldStart, Unquoted, Quoted, AfterQuote };

    void readRecord()
    {
        const size_t start = mAt;
        const size_t firstLine = mLine;
        Record r;
        r.line = firstLine;
        r.fields.emplace_back();
        State state = State::FieldStart;
        bool ended = false;
        while (mAt < mText.size() && !ended) {
            const char c = mText[mAt++];
            if (state == State::Quoted) {
                if (c == '"')
                    state = State::AfterQuote;
                else
                    r.fields.back() += c;
                if (c == '\n')
                    ++mLine;
                continue;
            }
            if (state == State::AfterQuote && c == '"') {  // a doubled quote inside quotes
                r.fields.back() += '"';
                state = State::Quoted;
                continue;
            }
            if (c == ',') {
                r.fields.emplace_back();
                state = State::FieldStart;
            } else if (c == '\n' || (c == '\r' && mAt < mText.size() && mText[mAt] == '\n')) {
                mAt += c == '\r' ? 1 : 0;
                ++mLine;
                ended = true;
            } else if (state == State::AfterQuote) {
                return fail("text after the closing quote of field " + std::to_string(r.fields.size())
                            + " (a quote inside a quoted field must be doubled)");
            } else if (c == '"') {
                if (state != State::FieldStart)
                    return fail("a quote inside unquoted field " + std::to_string(r.fields.size())
                                + " (a field holding a quote must be quoted, its quotes doubled)");
                state = State::Quoted;
            } else {
                r.fields.back() += c;
                state = State::Unquoted;
            }
        }
        if (state == State::Quoted) {
            mLine = firstLine;
            return fail("field " + std::to_string(r.fields.size()) + " opens a quote that is never closed");
        }
        r.text = std::string(mText.substr(start, mAt - start));
        if (r.fields.size() == 1 && r.fields[0].empty() && state == State::FieldStart)
            return;  // an empty line
        mResult.records.push_back(std::move(r));
    }

    void fail(const std::string &what) { mResult.error = "line " + std::to_string(mLine) + ": " + what + "."; }

    std::string_view mText;
    size_t mAt = 0;
    size_t mLine = 1;
    Parsed mResult;
};

} // namespace

Parsed parse(std::string_view text)
{
    return Reader(text).run();
}

} // namespace dcs::CsvText
