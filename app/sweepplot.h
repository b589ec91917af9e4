#pragma once
#include <QString>
#include <string>
#include <vector>

namespace dcs {

// `--plot out.png` of sweep and sweep-merge: the Pareto chart of the variants over two
// headline figures (`--pareto X,Y`, default days_to_train,cost_per_gpu_hour), drawn with Qt
// Charts offscreen (ParetoChart) into a PNG.
namespace SweepPlot {

inline const char *defaultAxes() { return "days_to_train,cost_per_gpu_hour"; }

// "X,Y" -> figure indices (HeadlineFigures). "" or why not, naming the closest keys.
std::string parseAxes(const QString &text, int &x, int &y);

// The two figures of every evaluated row of a sweep CSV or JSON Lines text.
std::string pointsFromCsv(const std::string &text, int x, int y, std::vector<double> &xs, std::vector<double> &ys);
std::string pointsFromJsonLines(const std::string &text, int x, int y, std::vector<double> &xs, std::vector<double> &ys);

// Draws and saves the chart; `front` receives how many variants are on the front. Money axes
// are labelled with `currency` ("site currency" when empty: merged parts do not carry it).
std::string write(const QString &path, const std::vector<double> &xs, const std::vector<double> &ys, int x, int y,
                  const QString &title, const std::string &currency, int &front);

} // namespace SweepPlot
} // namespace dcs
