// The escape hatches: clean-up, any registered pass, raw transform IR.
#include "schedule/catalog/builder.h"

#include "schedule/handles.h"

namespace lantern::schedule {

void addEscapeHatchKinds(KindList &kinds) {
  kinds.add("cleanup")
      .summary("Canonicalise, eliminate common subexpressions and hoist loop invariants.")
      .teaching("Canonicalisation folds what earlier steps left behind (slices of slices, constant index arithmetic, "
                "trivial loops); CSE merges identical ops (e.g. the same slice of K read twice after fusion); LICM "
                "moves loop-invariant code out of loops. Why: each transform leaves redundancy that hides the real "
                "structure of the IR and costs time at run time.")
      .preconditions("nothing beyond a target that matches (default \"func\"): canonicalisation, CSE and LICM apply "
                     "to any IR")
      .defaultTarget("func")
      .param(boolean("canonicalize", true, "apply the canonicalisation patterns"))
      .param(boolean("cse", true, "common subexpression elimination"))
      .param(boolean("licm", true, "loop-invariant code motion on every loop"))
      .check([](const Step &s) -> std::string {
        bool any = s.flag("canonicalize") || s.flag("cse") || s.flag("licm");
        return any ? "" : "every part (canonicalize, cse, licm) is off: the step would do nothing";
      })
      .emit([](const Step &s, Emitter &e) {
        std::string f = e.match(s.resolvedTarget());
        if (s.flag("canonicalize")) {
          e.line("transform.apply_patterns to " + f + " {");
          e.line("  transform.apply_patterns.canonicalization");
          e.line("} : " + std::string(kAnyOp));
        }
        if (s.flag("cse"))
          e.line("transform.apply_cse to " + f + " : " + kAnyOp);
        if (s.flag("licm")) {
          std::string loops = e.fresh("loops");
          e.line(loops + " = transform.structured.match interface{LoopLikeInterface} in " + f + " : (" + kAnyOp +
                 ") -> " + kAnyOp);
          e.line("transform.apply_licm to " + loops + " : " + kAnyOp);
        }
      });

  kinds.add("pass")
      .summary("Run a registered MLIR pass (as mlir-opt names it) on the target, with options.")
      .teaching("Any pass `mlir-opt` knows, e.g. `linalg-fuse-elementwise-ops`, `canonicalize` with "
                "`{\"max-iterations\": 3}`, `convert-linalg-to-loops`. The pass runs on each target op (a function, or "
                "the module with target \"root\"). Why: an escape hatch for everything the catalog does not wrap; "
                "the step stays in the schedule, traced and diffed like any other.")
      .preconditions("a registered pass (`name`, as mlir-opt spells it) with options it accepts, on a target it runs "
                     "on: the module (\"root\", the default) or, for a function pass, \"func\"")
      .defaultTarget("root")
      .param(text("name", ParamType::String, nullptr, "the pass argument, e.g. \"canonicalize\""))
      .param(text("options", ParamType::Options, nlohmann::json::object(),
                  "pass options as a JSON object, e.g. {\"top-down\": false}"))
      .check([](const Step &s) -> std::string {
        if (s.text("name").empty())
          return "field 'name' must name a pass";
        return "";
      })
      .emit([](const Step &s, Emitter &e) {
        std::string t = e.match(s.resolvedTarget());
        std::string options;
        const nlohmann::json &opts = s.params["options"];
        for (auto it = opts.begin(); it != opts.end(); ++it) {
          options += (options.empty() ? "" : ", ") + quote(it.key()) + " = ";
          if (it->is_string())
            options += quote(it->get<std::string>());
          else if (it->is_boolean())
            options += it->get<bool>() ? "true" : "false";
          else
            options += it->dump();
        }
        std::string result = e.fresh("after_pass");
        e.line(result + " = transform.apply_registered_pass " + quote(s.text("name")) +
               (options.empty() ? "" : " with options = {" + options + "}") + " to " + t + " : (" + kAnyOp +
               ") -> " + kAnyOp);
        if (t == e.rootHandle())
          e.setRootHandle(result);
      });

  kinds.add("transform")
      .summary("Raw transform-dialect IR, for anything else. `%root` is the payload module.")
      .teaching("The text is inserted into the schedule's `@__transform_main` as written; `%root` names the payload "
                "root and every other handle is private to the step. It must not consume `%root`. Use it for ops "
                "the catalog does not wrap (GPU mapping, packing, peeling), or import a whole hand-written script "
                "with `lantern-cli import-script`.")
      .preconditions("transform IR that parses (the ops of a sequence body, no named_sequence) and whose ops apply to "
                     "what they match; `%root` is the payload module and must not be consumed")
      .noTarget()
      .param(text("text", ParamType::Text, nullptr, "transform IR; %root is the payload module"))
      .check([](const Step &s) -> std::string {
        const std::string &t = s.text("text");
        if (t.find("named_sequence") != std::string::npos)
          return "field 'text' holds a whole script (a named_sequence); give only the ops of its body, or use "
                 "`lantern-cli import-script`";
        return "";
      })
      .emit([](const Step &s, Emitter &e) {
        emitLines(e, renameHandles(s.text("text"), e.namePrefix(), e.rootHandle()));
      });
}

} // namespace lantern::schedule
