// Parsing ptxas -v and PTX headers, the SM limits table and the occupancy estimate.
#include "backend/cuda/ptxas_report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <climits>
#include <cstdio>

namespace lantern::backend::cuda {

namespace {

// "9216 bytes smem" -> 9216, rest "bytes smem". Very old ptxas writes "8+0 bytes lmem": the parts
// are summed. False when `piece` does not start with a number.
bool leadingQuantity(llvm::StringRef piece, int64_t &value, llvm::StringRef &rest) {
  piece = piece.trim();
  value = 0;
  bool any = false;
  while (true) {
    size_t digits = piece.find_first_not_of("0123456789");
    if (digits == 0)
      break;
    int64_t part = 0;
    if (piece.take_front(digits).getAsInteger(10, part))
      return false;
    value += part;
    any = true;
    piece = piece.drop_front(digits == llvm::StringRef::npos ? piece.size() : digits);
    if (!piece.consume_front("+"))
      break;
  }
  rest = piece.trim();
  return any;
}

// "ptxas info    : Used 96 registers" -> "Used 96 registers"; lines that do not come from ptxas
// (the properties' indented second line) are returned trimmed.
llvm::StringRef messageOf(llvm::StringRef line) {
  llvm::StringRef trimmed = line.trim();
  if (trimmed.starts_with("ptxas")) {
    size_t colon = trimmed.find(':');
    if (colon != llvm::StringRef::npos)
      return trimmed.drop_front(colon + 1).trim();
  }
  return trimmed;
}

// The name between the first pair of single quotes: "Compiling entry function 'k' for 'sm_90'" -> k.
llvm::StringRef quoted(llvm::StringRef text) {
  size_t open = text.find('\'');
  if (open == llvm::StringRef::npos)
    return "";
  size_t close = text.find('\'', open + 1);
  return close == llvm::StringRef::npos ? "" : text.slice(open + 1, close);
}

// "Used 96 registers, used 1 barriers, 8 bytes cumulative stack size, 9216 bytes smem, 688 bytes
// cmem[0], 8 bytes cmem[2]".
void readUsage(llvm::StringRef message, KernelResources &kernel) {
  llvm::SmallVector<llvm::StringRef> pieces;
  message.split(pieces, ',');
  for (llvm::StringRef piece : pieces) {
    piece = piece.trim();
    if (!piece.consume_front("Used "))
      piece.consume_front("used ");
    int64_t value = 0;
    llvm::StringRef what;
    if (!leadingQuantity(piece, value, what))
      continue;
    if (what == "registers" || what == "register")
      kernel.registers = static_cast<int>(value);
    else if (what == "barriers" || what == "barrier")
      kernel.barriers = static_cast<int>(value);
    else if (what == "bytes cumulative stack size")
      kernel.cumulativeStackBytes = value;
    else if (what == "bytes smem")
      kernel.sharedBytes = value;
    else if (what.starts_with("bytes cmem"))
      kernel.constantBytes += value;
  }
}

// "0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads".
void readFrame(llvm::StringRef message, KernelResources &kernel) {
  llvm::SmallVector<llvm::StringRef> pieces;
  message.split(pieces, ',');
  for (llvm::StringRef piece : pieces) {
    int64_t value = 0;
    llvm::StringRef what;
    if (!leadingQuantity(piece, value, what))
      continue;
    if (what == "bytes stack frame")
      kernel.stackFrameBytes = value;
    else if (what == "bytes spill stores")
      kernel.spillStoreBytes = value;
    else if (what == "bytes spill loads")
      kernel.spillLoadBytes = value;
  }
}

// ".maxntid 128, 1, 1" (after the directive) -> 128x1x1; missing dimensions are 1.
BlockSize readDimensions(llvm::StringRef text) {
  BlockSize block{1, 1, 1};
  int *dims[] = {&block.x, &block.y, &block.z};
  for (int *dim : dims) {
    text = text.ltrim(" \t");
    size_t digits = text.find_first_not_of("0123456789");
    if (digits == 0 || text.take_front(digits).getAsInteger(10, *dim))
      break;
    text = text.drop_front(digits == llvm::StringRef::npos ? text.size() : digits).ltrim(" \t");
    if (!text.consume_front(","))
      break;
  }
  return block;
}

// The block size an entry's performance directives (between its parameter list and its body)
// declare: .reqntid, else .maxntid.
BlockSize entryBlockSize(llvm::StringRef directives) {
  for (llvm::StringRef directive : {".reqntid", ".maxntid"}) {
    size_t at = directives.find(directive);
    if (at != llvm::StringRef::npos)
      return readDimensions(directives.drop_front(at + directive.size()));
  }
  return {};
}

std::string kib(int64_t bytes) {
  return bytes % 1024 == 0 ? std::to_string(bytes / 1024) + " KiB" : std::to_string(bytes) + " B";
}

int64_t roundUp(int64_t value, int64_t unit) { return (value + unit - 1) / unit * unit; }

struct LimitsEntry {
  const char *chip;
  int maxWarpsPerSm, maxBlocksPerSm, barriersPerSm;
  int64_t sharedPerSmKib, maxSharedPerBlockKib;
};

// CUDA C++ Programming Guide, "Technical Specifications per Compute Capability": resident warps
// and blocks per SM, shared memory per SM and per block (opt-in). 8.0 is the A100, 8.6 and 8.9
// GeForce/workstation Ampere and Ada, 9.0 the H100/H200.
constexpr LimitsEntry kLimits[] = {
    {"sm_80", 64, 32, 64, 164, 163},
    {"sm_86", 48, 16, 16, 100, 99},
    {"sm_89", 48, 24, 24, 100, 99},
    {"sm_90", 64, 32, 64, 228, 227},
};

} // namespace

std::vector<KernelResources> parsePtxasVerbose(llvm::StringRef text) {
  std::vector<KernelResources> kernels;
  // "Used" lines belong to the entry ptxas is compiling (-1: none). A frame line belongs to the
  // function the "Function properties" line before it names, entry or not; frames are matched to
  // entries by name at the end, so their order does not matter.
  int compiling = -1;
  std::vector<std::pair<std::string, KernelResources>> frames;
  bool frameNext = false;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    llvm::StringRef message = messageOf(line);
    bool properties = message.consume_front("Function properties for");
    if (message.starts_with("Compiling entry function")) {
      kernels.push_back({});
      kernels.back().name = quoted(message).str();
      compiling = static_cast<int>(kernels.size()) - 1;
    } else if (message.starts_with("Compiling")) {
      compiling = -1;
    } else if (properties) {
      frames.push_back({message.trim().trim('\'').str(), {}});
    } else if (message.starts_with("Used ")) {
      if (compiling >= 0)
        readUsage(message, kernels[compiling]);
    } else if (frameNext) {
      readFrame(message, frames.back().second);
    }
    frameNext = properties;
  }
  for (KernelResources &kernel : kernels)
    for (const auto &[name, frame] : frames)
      if (name == kernel.name) {
        kernel.stackFrameBytes = frame.stackFrameBytes;
        kernel.spillStoreBytes = frame.spillStoreBytes;
        kernel.spillLoadBytes = frame.spillLoadBytes;
      }
  return kernels;
}

PtxSummary summarizePtx(llvm::StringRef ptx) {
  PtxSummary summary;
  llvm::SmallVector<llvm::StringRef> lines;
  ptx.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    llvm::StringRef t = line.trim();
    if (t.consume_front(".target")) {
      summary.target = t.trim().take_until([](char c) { return c == ',' || c == ' ' || c == '\t'; }).str();
      break;
    }
  }
  for (size_t at = ptx.find(".entry"); at != llvm::StringRef::npos; at = ptx.find(".entry", at + 1)) {
    llvm::StringRef rest = ptx.drop_front(at + llvm::StringRef(".entry").size());
    if (rest.empty() || (rest.front() != ' ' && rest.front() != '\t'))
      continue;
    rest = rest.ltrim();
    PtxKernel kernel;
    kernel.name = rest.take_until([](char c) { return c == '(' || c == ' ' || c == '\t' || c == '\n'; }).str();
    size_t close = rest.find(')'), body = rest.find('{');
    if (close != llvm::StringRef::npos && body != llvm::StringRef::npos && close < body)
      kernel.block = entryBlockSize(rest.slice(close + 1, body));
    summary.kernels.push_back(std::move(kernel));
  }
  return summary;
}

std::optional<SmLimits> smLimits(llvm::StringRef chip) {
  // "sm_90a" (architecture-specific) and "sm_90f" (family) run on the SM of sm_90.
  llvm::StringRef base = chip.rtrim("af");
  for (const LimitsEntry &entry : kLimits) {
    if (base != entry.chip)
      continue;
    SmLimits limits;
    limits.chip = entry.chip;
    limits.maxWarpsPerSm = entry.maxWarpsPerSm;
    limits.maxBlocksPerSm = entry.maxBlocksPerSm;
    limits.barriersPerSm = entry.barriersPerSm;
    limits.sharedPerSm = entry.sharedPerSmKib * 1024;
    limits.maxSharedPerBlock = entry.maxSharedPerBlockKib * 1024;
    return limits;
  }
  return std::nullopt;
}

std::string knownSmLimits() {
  std::string names;
  for (const LimitsEntry &entry : kLimits)
    names += (names.empty() ? "" : ", ") + std::string(entry.chip);
  return names;
}

Occupancy estimateOccupancy(const SmLimits &limits, const KernelResources &kernel, int threadsPerBlock) {
  Occupancy o;
  o.maxWarpsPerSm = limits.maxWarpsPerSm;
  const int warpSize = 32;
  int warpsPerBlock = std::max(1, (threadsPerBlock + warpSize - 1) / warpSize);
  bool blockTooLarge = threadsPerBlock > limits.maxThreadsPerBlock;

  o.byWarps = blockTooLarge ? 0 : limits.maxWarpsPerSm / warpsPerBlock;
  o.byBlocks = limits.maxBlocksPerSm;

  // Registers are allocated per warp, rounded up to the allocation unit, from one sub-partition of
  // the register file; a block must also fit the per-block limit with its warps rounded up to a
  // multiple of the sub-partitions (the hardware's check).
  int64_t registersPerWarp = roundUp(int64_t(kernel.registers) * warpSize, limits.registerAllocationUnit);
  if (kernel.registers > limits.maxRegistersPerThread ||
      registersPerWarp * roundUp(warpsPerBlock, limits.registerSubPartitions) > limits.registersPerBlock)
    o.byRegisters = 0;
  else if (registersPerWarp == 0)
    o.byRegisters = INT_MAX;
  else
    o.byRegisters = static_cast<int>((limits.registersPerSm / limits.registerSubPartitions / registersPerWarp) *
                                     limits.registerSubPartitions / warpsPerBlock);

  int64_t sharedPerBlock = roundUp(kernel.sharedBytes + kernel.dynamicSharedBytes + limits.reservedSharedPerBlock, limits.sharedAllocationUnit);
  o.bySharedMemory = sharedPerBlock > limits.maxSharedPerBlock + limits.reservedSharedPerBlock
                         ? 0
                         : static_cast<int>(std::min<int64_t>(INT_MAX, limits.sharedPerSm / sharedPerBlock));

  o.byBarriers = kernel.barriers > 0 ? limits.barriersPerSm / kernel.barriers : INT_MAX;

  o.blocksPerSm = std::min({o.byWarps, o.byBlocks, o.byRegisters, o.bySharedMemory, o.byBarriers});
  o.warpsPerSm = o.blocksPerSm * warpsPerBlock;
  o.percent = 100.0 * o.warpsPerSm / limits.maxWarpsPerSm;
  if (blockTooLarge)
    o.limitedBy.push_back("block size");
  std::pair<int, const char *> bounds[] = {{o.byRegisters, "registers"}, {o.bySharedMemory, "shared memory"},
                                           {o.byWarps, "warps"},         {o.byBlocks, "blocks"},
                                           {o.byBarriers, "barriers"}};
  for (auto [blocks, name] : bounds)
    if (blocks == o.blocksPerSm && !(blockTooLarge && llvm::StringRef(name) == "warps"))
      o.limitedBy.push_back(name);
  return o;
}

ResourceReport buildResourceReport(llvm::StringRef ptx, llvm::StringRef ptxasOutput, llvm::StringRef chip,
                                   const std::vector<int64_t> &dynamicShared) {
  PtxSummary summary = summarizePtx(ptx);
  ResourceReport report;
  report.chip = chip.empty() ? summary.target : chip.str();
  std::optional<SmLimits> limits = smLimits(report.chip);
  if (limits)
    report.limits = limits->chip;
  std::vector<KernelResources> parsed = parsePtxasVerbose(ptxasOutput);
  for (size_t i = 0; i < parsed.size(); ++i) {
    KernelReport kernel;
    kernel.resources = std::move(parsed[i]);
    if (dynamicShared.size() == parsed.size())
      kernel.resources.dynamicSharedBytes = dynamicShared[i];
    for (const PtxKernel &entry : summary.kernels)
      if (entry.name == kernel.resources.name)
        kernel.block = entry.block;
    if (!kernel.block.known())
      kernel.noOccupancy = "the PTX declares no block size (.reqntid or .maxntid) for it";
    else if (!limits)
      kernel.noOccupancy = "no SM limits for " + (report.chip.empty() ? std::string("an unknown chip") : report.chip) +
                           " (known: " + knownSmLimits() + ")";
    else
      kernel.occupancy = estimateOccupancy(*limits, kernel.resources, kernel.block.threads());
    report.kernels.push_back(std::move(kernel));
  }
  return report;
}

std::string formatResourceTable(const ResourceReport &report) {
  std::string out = "ptxas -v for " + (report.chip.empty() ? std::string("the PTX's target") : report.chip);
  if (!report.ptxas.empty())
    out += " (" + report.ptxas + ")";
  if (std::optional<SmLimits> limits = smLimits(report.limits)) {
    out += "; occupancy for " + limits->chip + ": " + std::to_string(limits->registersPerSm) + " registers, " +
           kib(limits->sharedPerSm) + " shared memory, " + std::to_string(limits->maxWarpsPerSm) + " warps, " +
           std::to_string(limits->maxBlocksPerSm) + " blocks per SM";
  }
  out += "; spills and stack per thread, shared and constant memory per block\n";

  std::vector<std::vector<std::string>> rows = {{"kernel", "registers", "spill stores", "spill loads", "stack",
                                                 "shared", "constant", "barriers", "block", "blocks/SM",
                                                 "warps/SM", "occupancy", "limited by"}};
  for (const KernelReport &k : report.kernels) {
    const KernelResources &r = k.resources;
    std::string block = k.block.known() ? std::to_string(k.block.x) + "x" + std::to_string(k.block.y) + "x" +
                                              std::to_string(k.block.z)
                                        : "-";
    std::vector<std::string> row = {r.name,
                                    std::to_string(r.registers),
                                    std::to_string(r.spillStoreBytes) + " B",
                                    std::to_string(r.spillLoadBytes) + " B",
                                    std::to_string(r.stackFrameBytes) + " B",
                                    std::to_string(r.sharedBytes) + " B" +
                                        (r.dynamicSharedBytes ? " + " + std::to_string(r.dynamicSharedBytes) + " B dynamic"
                                                              : std::string()),
                                    std::to_string(r.constantBytes) + " B",
                                    std::to_string(r.barriers),
                                    block};
    if (k.occupancy) {
      const Occupancy &o = *k.occupancy;
      char percent[16];
      std::snprintf(percent, sizeof percent, "%.1f%%", o.percent);
      row.insert(row.end(), {std::to_string(o.blocksPerSm),
                             std::to_string(o.warpsPerSm) + "/" + std::to_string(o.maxWarpsPerSm), percent,
                             llvm::join(o.limitedBy, ", ")});
    } else {
      row.insert(row.end(), {"-", "-", "-", k.noOccupancy});
    }
    rows.push_back(std::move(row));
  }
  std::vector<size_t> widths(rows.front().size(), 0);
  for (const auto &row : rows)
    for (size_t c = 0; c < row.size(); ++c)
      widths[c] = std::max(widths[c], row[c].size());
  for (const auto &row : rows) {
    std::string line;
    for (size_t c = 0; c < row.size(); ++c) {
      bool last = c + 1 == row.size();
      // Names and the limit left-aligned, numbers right-aligned.
      bool left = c == 0 || last;
      std::string pad(widths[c] - row[c].size(), ' ');
      line += left ? row[c] + (last ? "" : pad) : pad + row[c];
      if (!last)
        line += "  ";
    }
    out += line + "\n";
  }
  return out;
}

} // namespace lantern::backend::cuda
