// Package schema embeds the CUE definition every toolpolicy policy is checked against.
package schema

import _ "embed"

// Source is the schema's CUE text.
//
//go:embed schema.cue
var Source []byte

// Filename is the name the schema's positions carry in error messages.
const Filename = "toolpolicy:schema.cue"
