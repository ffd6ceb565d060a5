package breaking

import (
	"reflect"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/model"
)

// Source bookkeeping that is not policy data, and entity fields that repeat
// the map key flatten already puts in the path. Every other exported field
// of the model must show in flatten, so that toolpolicy diff lists its
// changes: TestFlattenCoversEveryField fails when a new field is neither.
var notCompared = map[string]string{
	"Policy.Dir":        "where the policy was read from",
	"Policy.Files":      "where the policy was read from",
	"Policy.Decls":      "positions",
	"Policy.Lists":      "positions of list elements",
	"Policy.Comments":   "source comments (suppressions are compared through their findings)",
	"Tool.Name":         "the map key",
	"Alias.Name":        "the map key",
	"Retired.Name":      "the map key",
	"Provider.ID":       "the map key",
	"Mode.ID":           "the map key",
	"ModelClass.ID":     "the map key",
	"Gate.Tool":         "the map key",
	"SettingDecl.ID":    "the map key",
	"Group.ID":          "the map key",
	"AnnotationDecl.ID": "the map key",
	"ModelRecord.ID":    "the map key",
	"Configuration.ID":  "the map key",
	"Condition.NamePos": "a position",
}

var posType = reflect.TypeFor[model.Pos]()

// isPosition reports whether t holds only positions: Pos, a struct of
// positions, or slices and maps of them.
func isPosition(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer:
		return isPosition(t.Elem())
	case reflect.Struct:
		if t == posType {
			return true
		}
		for i := range t.NumField() {
			if !isPosition(t.Field(i).Type) {
				return false
			}
		}
		return t.NumField() > 0
	}
	return false
}

// fill sets every exported field reachable from v to a non-zero value:
// strings s, numbers 1, bools true, one element in every slice and map.
func fill(v reflect.Value, s string) { fillDepth(v, s, 0) }

// fillDepth is fill that stops descending into pointers and slices past a
// depth, for recursive types (a condition's arguments are conditions).
func fillDepth(v reflect.Value, s string, depth int) {
	if depth > 12 && (v.Kind() == reflect.Pointer || v.Kind() == reflect.Slice) {
		return
	}
	fill := func(v reflect.Value, s string) { fillDepth(v, s, depth+1) }
	switch v.Kind() {
	case reflect.String:
		v.SetString(s)
	case reflect.Int:
		v.SetInt(1)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), s)
	case reflect.Slice:
		e := reflect.New(v.Type().Elem()).Elem()
		fill(e, s)
		v.Set(reflect.Append(reflect.MakeSlice(v.Type(), 0, 1), e))
	case reflect.Map:
		k := reflect.New(v.Type().Key()).Elem()
		fill(k, s)
		e := reflect.New(v.Type().Elem()).Elem()
		fill(e, s)
		v.Set(reflect.MakeMap(v.Type()))
		v.SetMapIndex(k, e)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), s)
			}
		}
	}
}

// change makes a different non-zero value of a leaf.
func change(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(v.String() + "y")
	case reflect.Int:
		v.SetInt(v.Int() + 1)
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Pointer:
		switch {
		case v.IsNil():
			fill(v, "z")
		case v.Elem().Kind() == reflect.Struct:
			v.SetZero() // its fields are leaves of their own
		default:
			change(v.Elem())
		}
	case reflect.Slice:
		e := reflect.New(v.Type().Elem()).Elem()
		fill(e, "z")
		v.Set(reflect.Append(v, e))
	case reflect.Map:
		k := reflect.New(v.Type().Key()).Elem()
		fill(k, "z")
		e := reflect.New(v.Type().Elem()).Elem()
		fill(e, "z")
		v.SetMapIndex(k, e)
	}
}

// leaves lists the paths (Type.Field, with the index path from the root) of
// every exported field to compare, descending into structs, pointers and
// the one element fill put in each slice and map.
type leaf struct {
	name string
	get  func(root reflect.Value) reflect.Value
}

func leaves(t reflect.Type, get func(reflect.Value) reflect.Value) []leaf {
	var out []leaf
	for i := range t.NumField() {
		f := t.Field(i)
		name := t.Name() + "." + f.Name
		if !f.IsExported() || isPosition(f.Type) || notCompared[name] != "" {
			continue
		}
		field := func(root reflect.Value) reflect.Value { return get(root).Field(i) }
		out = append(out, leaf{name, field})
		switch ft := f.Type; ft.Kind() {
		case reflect.Struct:
			out = append(out, leaves(ft, field)...)
		case reflect.Pointer:
			if ft.Elem().Kind() == reflect.Struct {
				out = append(out, leaves(ft.Elem(), func(r reflect.Value) reflect.Value { return field(r).Elem() })...)
			}
		case reflect.Slice:
			if ft.Elem().Kind() == reflect.Struct {
				out = append(out, leaves(ft.Elem(), func(r reflect.Value) reflect.Value { return field(r).Index(0) })...)
			}
		case reflect.Map:
			if e := ft.Elem(); e.Kind() == reflect.Pointer && e.Elem().Kind() == reflect.Struct {
				out = append(out, leaves(e.Elem(), func(r reflect.Value) reflect.Value {
					return field(r).MapIndex(field(r).MapKeys()[0]).Elem()
				})...)
			}
		}
	}
	return out
}

func TestFlattenCoversEveryField(t *testing.T) {
	for _, l := range leaves(reflect.TypeFor[model.Policy](), func(r reflect.Value) reflect.Value { return r }) {
		base := new(model.Policy)
		fill(reflect.ValueOf(base).Elem(), "x")
		before := flatten(base)
		v := l.get(reflect.ValueOf(base).Elem())
		if v.Kind() == reflect.Struct {
			continue // its fields are leaves of their own
		}
		change(v)
		after := flatten(base)
		if reflect.DeepEqual(before, after) {
			t.Errorf("%s: a change to it does not show in flatten, so toolpolicy diff would not list it; add it to flatten (or to notCompared, saying why it is not policy data)", l.name)
		}
	}
	for name := range notCompared {
		typ, field, _ := strings.Cut(name, ".")
		found := false
		for _, t := range []reflect.Type{reflect.TypeFor[model.Policy](), reflect.TypeFor[model.Tool](), reflect.TypeFor[model.Alias](),
			reflect.TypeFor[model.Retired](), reflect.TypeFor[model.Provider](), reflect.TypeFor[model.Mode](), reflect.TypeFor[model.ModelClass](), reflect.TypeFor[model.Gate](),
			reflect.TypeFor[model.SettingDecl](), reflect.TypeFor[model.Group](), reflect.TypeFor[model.AnnotationDecl](), reflect.TypeFor[model.ModelRecord](),
			reflect.TypeFor[model.Configuration](), reflect.TypeFor[model.Condition]()} {
			if _, ok := t.FieldByName(field); ok && t.Name() == typ {
				found = true
			}
		}
		if !found {
			t.Errorf("notCompared names %s, which the model no longer has", name)
		}
	}
}
