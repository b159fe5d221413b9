// Reading, appending and merging sweep results.
#include "sweep/results.h"

#include "ir/module.h"

#include <algorithm>
#include <filesystem>
#include <unistd.h>

namespace lantern::sweep {

std::string resultKey(const nlohmann::json &line) {
  return line.value("id", std::string()) + " @ " + line.value("config", std::string());
}

std::set<std::string> ResultsFile::keys() const {
  std::set<std::string> out;
  for (const auto &l : lines)
    out.insert(resultKey(l));
  return out;
}

namespace {

Diagnostic warningAt(const std::string &message, const std::string &path, int line) {
  Diagnostic d = makeError(message, path, line, 1);
  d.severity = Severity::Warning;
  return d;
}

} // namespace

bool readResults(const std::string &path, ResultsFile &out, Diagnostic &error) {
  out = ResultsFile{};
  out.path = path;
  if (!std::filesystem::exists(path))
    return true;
  std::string text;
  if (!readFile(path, text, error))
    return false;
  size_t start = 0;
  int lineNumber = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    ++lineNumber;
    if (end == std::string::npos) {
      out.partialTail = true; // written up to a kill: dropped, the point runs again
      out.warnings.push_back(warningAt("the last line has no newline (the sweep was stopped while "
                                       "writing it); it is dropped and its point runs again",
                                       path, lineNumber));
      break;
    }
    std::string line = text.substr(start, end - start);
    start = end + 1;
    out.completeBytes = start;
    if (line.find_first_not_of(" \t\r") == std::string::npos)
      continue;
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("id") || !j.contains("status")) {
      out.warnings.push_back(warningAt("not a sweep result (a JSON object with \"id\" and \"status\"); "
                                       "ignored",
                                       path, lineNumber));
      continue;
    }
    out.lines.push_back(std::move(j));
  }
  return true;
}

ResultsWriter::~ResultsWriter() {
  if (out)
    std::fclose(out);
}

bool ResultsWriter::open(const ResultsFile &file, Diagnostic &error) {
  path = file.path;
  if (file.partialTail) {
    std::error_code ec;
    std::filesystem::resize_file(path, file.completeBytes, ec);
    if (ec) {
      error = makeError("cannot cut the partial last line: " + ec.message(), path);
      return false;
    }
  }
  out = std::fopen(path.c_str(), "ab");
  if (!out) {
    error = makeError("cannot open for appending", path);
    return false;
  }
  return true;
}

bool ResultsWriter::write(const nlohmann::json &line, Diagnostic &error) {
  std::string text = line.dump() + "\n";
  if (std::fwrite(text.data(), 1, text.size(), out) != text.size() || std::fflush(out) != 0) {
    error = makeError("cannot write a result line", path);
    return false;
  }
  ::fsync(fileno(out));
  return true;
}

std::vector<nlohmann::json> mergeResults(const std::vector<ResultsFile> &files, size_t &duplicates) {
  std::vector<nlohmann::json> merged;
  std::set<std::string> seen;
  duplicates = 0;
  for (const ResultsFile &f : files)
    for (const auto &line : f.lines) {
      if (!seen.insert(resultKey(line)).second) {
        ++duplicates;
        continue;
      }
      merged.push_back(line);
    }
  std::stable_sort(merged.begin(), merged.end(), [](const nlohmann::json &a, const nlohmann::json &b) {
    size_t ia = a.value("index", size_t(0)), ib = b.value("index", size_t(0));
    if (ia != ib)
      return ia < ib;
    return a.value("id", std::string()) < b.value("id", std::string());
  });
  return merged;
}

nlohmann::json withoutTimes(const nlohmann::json &line) {
  nlohmann::json out = line;
  for (const char *key : {"time_ms", "tflops", "compile_ms", "apply_ms", "total_ms", "stage_ms", "finished_at", "host", "shard"})
    out.erase(key);
  return out;
}

} // namespace lantern::sweep
