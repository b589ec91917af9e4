// dcs_layercheck: fails the build when a source file includes a header from a folder its layer
// may not use. Reads the table in cmake/layers.txt (folder, path, library, allowed folders)
// and every #include "..." of the .h/.cpp files under each folder's path.
//
//   dcs_layercheck <table> <root>      exit 0: all arrows allowed; 1: violations; 2: bad input
//
// No Qt and no <regex> (10 s to compile), so it builds in a second before everything else and
// runs in a second on the whole tree.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Folder {
    std::string name;
    std::string path;              // relative to the root, e.g. "model/io"
    std::string library;           // "-" when not a model library
    std::vector<std::string> deps; // as written, "@model" not yet expanded
    std::set<std::string> denied;  // "!name": never, even where an allowed folder reaches it
    std::set<std::string> allowed; // the transitive closure, without the folder itself or the denied
};

bool isModel(const Folder &f) { return f.path.rfind("model/", 0) == 0; }

std::string join(const std::set<std::string> &names)
{
    std::string out;
    for (const std::string &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out.empty() ? "nothing else" : out;
}

bool readTable(const fs::path &file, std::vector<Folder> &folders)
{
    std::ifstream in(file);
    if (!in) {
        std::cerr << file.string() << ": cannot read the layer table\n";
        return false;
    }
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (const auto hash = line.find('#'); hash != std::string::npos)
            line.erase(hash);
        std::istringstream words(line);
        Folder f;
        if (!(words >> f.name))
            continue;
        if (!(words >> f.path >> f.library)) {
            std::cerr << file.string() << ":" << lineNo << ": expected: folder path library [deps...]\n";
            return false;
        }
        for (std::string d; words >> d;)
            if (d.size() > 1 && d[0] == '!')
                f.denied.insert(d.substr(1));
            else
                f.deps.push_back(d);
        folders.push_back(f);
    }
    return true;
}

// Expands "@model" and follows the arrows, then takes the denied folders out (views reach commands
// through document, yet must change the design through the facade alone); reports unknown names
// and cycles between libraries (folders of one library may include each other: document and
// commands).
bool closeTable(const fs::path &file, std::vector<Folder> &folders)
{
    std::map<std::string, Folder *> byName;
    for (Folder &f : folders)
        byName[f.name] = &f;
    bool ok = true;
    for (Folder &f : folders) {
        std::vector<std::string> todo;
        for (const std::string &d : f.deps) {
            if (d == "@model") {
                for (const Folder &m : folders)
                    if (isModel(m))
                        todo.push_back(m.name);
            } else if (!byName.count(d)) {
                std::cerr << file.string() << ": " << f.name << " names an unknown folder \"" << d << "\"\n";
                ok = false;
            } else {
                todo.push_back(d);
            }
        }
        while (!todo.empty()) {
            const std::string n = todo.back();
            todo.pop_back();
            if (!f.allowed.insert(n).second || !byName.count(n))
                continue;
            for (const std::string &d : byName[n]->deps)
                if (d != "@model")
                    todo.push_back(d);
                else
                    for (const Folder &m : folders)
                        if (isModel(m))
                            todo.push_back(m.name);
        }
        f.allowed.erase(f.name);
        for (const std::string &d : f.denied) {
            if (!byName.count(d)) {
                std::cerr << file.string() << ": " << f.name << " denies an unknown folder \"" << d << "\"\n";
                ok = false;
            }
            f.allowed.erase(d);
        }
    }
    for (const Folder &a : folders)
        for (const Folder &b : folders)
            if (a.name < b.name && a.library != b.library && a.allowed.count(b.name) && b.allowed.count(a.name)) {
                std::cerr << file.string() << ": " << a.name << " and " << b.name
                          << " may include each other but are in different libraries\n";
                ok = false;
            }
    return ok;
}

// The name in `#include "name"` when the line is such an include (spaces allowed around '#'),
// else empty.
std::string quotedInclude(const std::string &line)
{
    std::size_t i = line.find_first_not_of(" \t");
    if (i == std::string::npos || line[i] != '#')
        return {};
    i = line.find_first_not_of(" \t", i + 1);
    constexpr std::string_view keyword = "include";
    if (i == std::string::npos || line.compare(i, keyword.size(), keyword) != 0)
        return {};
    i = line.find_first_not_of(" \t", i + keyword.size());
    if (i == std::string::npos || line[i] != '"')
        return {};
    const std::size_t end = line.find('"', i + 1);
    return end == std::string::npos ? std::string() : line.substr(i + 1, end - i - 1);
}

// The folder whose path holds `relative` (a path under the root), or nullptr.
const Folder *folderOf(const std::vector<Folder> &folders, const fs::path &relative)
{
    const std::string p = relative.generic_string();
    const Folder *best = nullptr;
    for (const Folder &f : folders)
        if ((p == f.path || p.rfind(f.path + "/", 0) == 0) && (!best || f.path.size() > best->path.size()))
            best = &f;
    return best;
}

// The folder an include names: "../x/..." by its place, "io/..." by a model folder's name,
// anything else by the folder that holds it next to the file or under a non-model root
// (views, widgets, ... put their own folder on the include path). nullptr: not ours (system,
// generated moc files).
const Folder *target(const std::vector<Folder> &folders, const fs::path &root, const fs::path &file,
                     const Folder &own, const std::string &include)
{
    const fs::path dir = file.parent_path();
    if (include.rfind("../", 0) == 0 || include.rfind("./", 0) == 0) {
        const fs::path resolved = (dir / include).lexically_normal();
        return folderOf(folders, resolved.lexically_relative(root));
    }
    const std::string first = include.substr(0, include.find('/'));
    if (first.size() < include.size())
        for (const Folder &f : folders)
            if (isModel(f) && f.name == first)
                return &f;
    if (fs::exists(dir / include))
        return &own;
    const Folder *found = nullptr;
    for (const Folder &f : folders) {
        if (isModel(f) || !fs::exists(root / f.path / include))
            continue;
        if (&f == &own || own.allowed.count(f.name))
            return &f;
        if (!found)
            found = &f;
    }
    return found;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::cerr << "usage: dcs_layercheck <layers.txt> <source root>\n";
        return 2;
    }
    const fs::path tableFile = argv[1];
    const fs::path root = fs::path(argv[2]).lexically_normal();
    std::vector<Folder> folders;
    if (!readTable(tableFile, folders) || !closeTable(tableFile, folders))
        return 2;

    int violations = 0;
    int files = 0;
    // A folder under model/ without a row would be built by no library: name it.
    if (fs::is_directory(root / "model"))
        for (const fs::directory_entry &e : fs::directory_iterator(root / "model"))
            if (e.is_directory() && !folderOf(folders, e.path().lexically_relative(root))) {
                std::cerr << e.path().lexically_relative(root).generic_string()
                          << ": a model folder with no row in " << tableFile.filename().string()
                          << " (add its layer there, see docs/architecture.md)\n";
                ++violations;
            }

    for (const Folder &own : folders) {
        const fs::path base = root / own.path;
        if (!fs::is_directory(base))
            continue;
        std::vector<fs::path> paths;
        for (const fs::directory_entry &e : fs::recursive_directory_iterator(base)) {
            const std::string ext = e.path().extension().string();
            if (e.is_regular_file() && (ext == ".h" || ext == ".cpp"))
                paths.push_back(e.path());
        }
        std::sort(paths.begin(), paths.end());
        for (const fs::path &file : paths) {
            const fs::path relative = file.lexically_relative(root);
            if (folderOf(folders, relative) != &own)
                continue; // a nested folder with its own row
            ++files;
            std::ifstream in(file);
            std::string line;
            int lineNo = 0;
            while (std::getline(in, line)) {
                ++lineNo;
                const std::string include = quotedInclude(line);
                if (include.empty())
                    continue;
                const Folder *to = target(folders, root, file, own, include);
                if (!to || to == &own || own.allowed.count(to->name))
                    continue;
                std::cerr << relative.generic_string() << ":" << lineNo << ": " << own.name
                          << " may not include " << to->name << " (#include \"" << include << "\"); ";
                if (own.denied.count(to->name))
                    std::cerr << own.name << " is denied " << to->name
                              << " (for commands: change the design through ProjectDocument's edit methods)";
                else
                    std::cerr << own.name << " may include: " << join(own.allowed);
                std::cerr << ". See cmake/layers.txt and docs/architecture.md\n";
                ++violations;
            }
        }
    }
    if (violations > 0) {
        std::cerr << "layer check: " << violations << " forbidden include(s) in " << files << " files\n";
        return 1;
    }
    std::cout << "layer check: " << files << " files, every include allowed\n";
    return 0;
}
