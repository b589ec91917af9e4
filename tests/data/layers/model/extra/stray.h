#pragma once
// test_layers: a folder under model/ that cmake/layers.txt does not name.
