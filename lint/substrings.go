package lint

// substrings finds which of a fixed set of strings occur in a text, for the
// notice-in-prefix rule: every alias note against every description and
// card. Testing each note with strings.Contains costs notes × texts, and
// both grow with the policy; this is an Aho–Corasick automaton, so a text
// costs its length whatever the number of notes.
//
// The automaton is a full transition table over byte classes (one class per
// byte value the strings use, one for every other byte): one table lookup
// per text byte, and a table of states × classes, where states are at most
// the strings' total length. (The Go libraries at hand either keep 256
// transitions per state, megabytes for a few hundred notes, or report only
// leftmost non-overlapping matches, which would miss a note inside another.)
type substrings struct {
	class [256]int32 // byte → column; 0 for bytes no string contains
	width int32      // columns per state
	next  []int32    // state*width + column → next state; state 0 is the root
	out   []int32    // state → index of the string ending there, or -1
	dict  []int32    // state → nearest state on its fail chain where a string ends, or -1
	seen  []uint32   // per string: the generation that last reported it
	gen   uint32
}

// newSubstrings builds the automaton for strs, which must be distinct,
// non-empty and free of ASCII capitals (strings.ToLower gives that); match
// reports indexes into strs. An ASCII capital in a text matches its small
// letter, so an ASCII text needs no strings.ToLower of its own.
func newSubstrings(strs []string) *substrings {
	m := &substrings{width: 1}
	for _, s := range strs {
		for i := 0; i < len(s); i++ {
			if m.class[s[i]] == 0 {
				m.class[s[i]] = m.width
				m.width++
			}
		}
	}
	for c := 'A'; c <= 'Z'; c++ {
		m.class[c] = m.class[c+'a'-'A']
	}
	total := 1
	for _, s := range strs {
		total += len(s)
	}
	m.next = make([]int32, 0, total*int(m.width))
	m.out = make([]int32, 0, total)
	m.dict = make([]int32, 0, total)
	newState := func() int32 {
		id := int32(len(m.out))
		for i := int32(0); i < m.width; i++ {
			m.next = append(m.next, -1)
		}
		m.out = append(m.out, -1)
		m.dict = append(m.dict, -1)
		return id
	}
	newState() // the root
	for i, s := range strs {
		st := int32(0)
		for j := 0; j < len(s); j++ {
			k := st*m.width + m.class[s[j]]
			if m.next[k] < 0 {
				m.next[k] = newState()
			}
			st = m.next[k]
		}
		m.out[st] = int32(i)
	}
	// Breadth first, so a state's fail target (shallower) is complete
	// before the state: a missing transition becomes its fail target's.
	fail := make([]int32, len(m.out))
	queue := []int32{0}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for c := int32(0); c < m.width; c++ {
			k := s*m.width + c
			t := m.next[k]
			if t < 0 {
				if s == 0 {
					m.next[k] = 0
				} else {
					m.next[k] = m.next[fail[s]*m.width+c]
				}
				continue
			}
			if s != 0 {
				fail[t] = m.next[fail[s]*m.width+c]
			}
			if f := fail[t]; m.out[f] >= 0 {
				m.dict[t] = f
			} else {
				m.dict[t] = m.dict[f]
			}
			queue = append(queue, t)
		}
	}
	m.seen = make([]uint32, len(strs))
	return m
}

// match calls found once for each string that occurs in text, in the order
// of first occurrence. Not safe for concurrent use.
func (m *substrings) match(text string, found func(i int)) {
	if m.gen++; m.gen == 0 { // wrapped: forget every earlier generation
		clear(m.seen)
		m.gen = 1
	}
	report := func(st int32) {
		i := m.out[st]
		if m.seen[i] != m.gen {
			m.seen[i] = m.gen
			found(int(i))
		}
	}
	st := int32(0)
	for j := 0; j < len(text); j++ {
		st = m.next[st*m.width+m.class[text[j]]]
		if m.out[st] >= 0 {
			report(st)
		}
		for u := m.dict[st]; u >= 0; u = m.dict[u] {
			report(u)
		}
	}
}
