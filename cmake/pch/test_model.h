// Precompiled for the tests that run without a display (cmake/BuildSpeed.cmake): the model's
// set plus QTest and the Qt Core helpers most tests use.
#pragma once
#include "model.h"
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
