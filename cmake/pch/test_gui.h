// Precompiled for the tests that drive widgets (cmake/BuildSpeed.cmake): the set of the
// libraries above the model plus QTest (with its widget helpers) and what most tests use.
#pragma once
#include "gui.h"
#include <QAbstractItemView>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
