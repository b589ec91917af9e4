// test_layers: a view changes the design through ProjectDocument's edit methods; making a command
// itself is denied ("!commands" in cmake/layers.txt), although views may include document/,
// which reaches commands/.
#include "document/projectdocument.h"
#include "commands/setcustomcatalogcommand.h"
