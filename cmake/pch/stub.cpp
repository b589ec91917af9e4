// The one source of the dcs_pch_<kind> targets (cmake/BuildSpeed.cmake): they exist to compile
// their kind's precompiled header once, for every target of that kind to reuse.
int main() { return 0; }
