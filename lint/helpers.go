package lint

import (
	"fmt"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

func diag(pos model.Pos, format string, args ...any) report.Diagnostic {
	return report.Diagnostic{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

func rel(pos model.Pos, format string, args ...any) report.Related {
	return report.Related{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

func modelLabel(m string) string {
	if m == "" {
		return "no model id"
	}
	return "model " + m
}

func quoteList(names []string) string {
	return strings.Join(names, ", ")
}

// toolPos is where a tool is declared, or the tools block when it is not.
func toolPos(p *Pass, name string) model.Pos {
	if t := p.Tools[name]; t != nil && t.Pos.IsValid() {
		return t.Pos
	}
	return p.At("tools", name)
}

// fieldPos is the first declaration of a dotted path's field, falling back
// to its nearest declared ancestor.
func fieldPos(p *Pass, parts ...string) model.Pos { return p.At(parts...) }

// headRefs are every tool name a policy writes into a head: explicit
// first_turn lists, mode head_add, and the MCP keep-loaded set.
type headRef struct {
	model.Ref
	where string // "provider arcee's first_turn", …
	// provider or mode is whose list it is; neither for mcp.keep_loaded.
	provider, mode string
}

func headRefs(p *Pass) []headRef {
	var out []headRef
	for _, id := range p.ProviderIDs() {
		for _, r := range p.Providers[id].FirstTurn {
			out = append(out, headRef{r, fmt.Sprintf("provider %s's first_turn", id), id, ""})
		}
	}
	for _, id := range p.ModeIDs() {
		for _, r := range p.Modes[id].HeadAdd {
			out = append(out, headRef{r, fmt.Sprintf("mode %s's head_add", id), "", id})
		}
	}
	for _, r := range p.KeepLoaded {
		out = append(out, headRef{Ref: r, where: "mcp.keep_loaded"})
	}
	return out
}

// suggestTool returns "did you mean X?" for an unknown tool name, or "".
func suggestTool(p *Pass, name string) string {
	if s := p.suggester().Suggest(name); s != "" {
		return fmt.Sprintf("did you mean %s?", s)
	}
	return ""
}
