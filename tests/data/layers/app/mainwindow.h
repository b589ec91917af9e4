#pragma once
// test_layers: stands in for the real app/mainwindow.h; the app may include anything.
