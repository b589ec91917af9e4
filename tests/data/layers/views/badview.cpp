// test_layers: views must not use the application (it resolves to app/mainwindow.h here).
#include "mainwindow.h"
