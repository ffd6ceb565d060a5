package model

import "strings"

// DeclIndex maps a dotted field path to every place that declares it. It
// keeps two levels: the entry a path belongs to (its first two labels,
// "tools.read_file", or a top-level field) and the rest of the path within
// that entry. A policy of 100,000 tools declares about a million paths: in
// one map of them all, adding and finding a path was a cache miss each, and
// building the map took 25-40 times as long as at 10,000 tools. The entries'
// map is a tenth of that size, and the paths of one entry are stored
// together, as they are declared.
type DeclIndex struct {
	entries map[string]int32 // entry path → index into nodes
	nodes   []declNode
	subs    []declSub // every node's deeper paths, each node's a linked list
	paths   int
}

type declNode struct {
	pos         []Pos
	first, last int32            // the node's subs, or -1
	n           int32            // how many
	byRest      map[string]int32 // rest → index into subs, once n > maxLinear
}

type declSub struct {
	rest string
	pos  []Pos
	next int32
}

// maxLinear is how many paths an entry holds before it finds them by map
// instead of by walking its list: a tool with a large parameter schema
// declares hundreds.
const maxLinear = 16

// NewDeclIndex returns an empty index with room for about n paths.
func NewDeclIndex(n int) *DeclIndex {
	return &DeclIndex{entries: make(map[string]int32, n/8+1), nodes: make([]declNode, 0, n/8+1), subs: make([]declSub, 0, n)}
}

// splitDeclPath cuts path after its second label.
func splitDeclPath(path string) (entry, rest string) {
	i := strings.IndexByte(path, '.')
	if i < 0 {
		return path, ""
	}
	j := strings.IndexByte(path[i+1:], '.')
	if j < 0 {
		return path, ""
	}
	return path[:i+1+j], path[i+2+j:]
}

// Add records pos as declarations of path and reports whether path was
// declared before. The index keeps pos (a path declared once keeps the
// caller's slice); a path declared again gets pos appended.
func (x *DeclIndex) Add(path string, pos []Pos) (again bool) {
	entry, rest := splitDeclPath(path)
	ni, ok := x.entries[entry]
	if !ok {
		ni = int32(len(x.nodes))
		x.nodes = append(x.nodes, declNode{first: -1, last: -1})
		x.entries[entry] = ni
	}
	nd := &x.nodes[ni]
	if rest == "" {
		if nd.pos != nil {
			nd.pos = append(nd.pos, pos...)
			return true
		}
		x.paths++
		nd.pos = pos
		return false
	}
	if si := x.findSub(nd, rest); si >= 0 {
		s := &x.subs[si]
		s.pos = append(s.pos, pos...)
		return true
	}
	x.paths++
	si := int32(len(x.subs))
	x.subs = append(x.subs, declSub{rest: rest, pos: pos, next: -1})
	if nd.last >= 0 {
		x.subs[nd.last].next = si
	} else {
		nd.first = si
	}
	nd.last = si
	nd.n++
	if nd.byRest != nil {
		nd.byRest[rest] = si
	} else if nd.n > maxLinear {
		nd.byRest = make(map[string]int32, 2*nd.n)
		for i := nd.first; i >= 0; i = x.subs[i].next {
			nd.byRest[x.subs[i].rest] = i
		}
	}
	return false
}

func (x *DeclIndex) findSub(nd *declNode, rest string) int32 {
	if nd.byRest != nil {
		if si, ok := nd.byRest[rest]; ok {
			return si
		}
		return -1
	}
	for i := nd.first; i >= 0; i = x.subs[i].next {
		if x.subs[i].rest == rest {
			return i
		}
	}
	return -1
}

// Get returns the declarations of path, sorted; nil when it has none (or x
// is nil). The slice is the index's: not to be changed.
func (x *DeclIndex) Get(path string) []Pos {
	if x == nil {
		return nil
	}
	entry, rest := splitDeclPath(path)
	ni, ok := x.entries[entry]
	if !ok {
		return nil
	}
	nd := &x.nodes[ni]
	if rest == "" {
		return nd.pos
	}
	if si := x.findSub(nd, rest); si >= 0 {
		return x.subs[si].pos
	}
	return nil
}

// Len returns how many paths are declared.
func (x *DeclIndex) Len() int {
	if x == nil {
		return 0
	}
	return x.paths
}

// Each calls f with every declared path and its declarations, in no
// particular order. f may reorder the slice's elements.
func (x *DeclIndex) Each(f func(path string, pos []Pos)) {
	if x == nil {
		return
	}
	for entry, ni := range x.entries {
		nd := &x.nodes[ni]
		if nd.pos != nil {
			f(entry, nd.pos)
		}
		for i := nd.first; i >= 0; i = x.subs[i].next {
			f(entry+"."+x.subs[i].rest, x.subs[i].pos)
		}
	}
}
