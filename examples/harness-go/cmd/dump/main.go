// Command dump prints the fake Go harness's tool list for a provider, mode
// and model, and settings given as KEY=VALUE:
// go run ./examples/harness-go/cmd/dump default agent deepseek-v4-flash
package main

import (
	"fmt"
	"os"
	"strings"

	harness "github.com/toolpolicy/toolpolicy/examples/harness-go"
)

func main() {
	settings := map[string]string{}
	for _, kv := range os.Args[min(len(os.Args), 4):] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			fmt.Fprintf(os.Stderr, "%s: want KEY=VALUE\n", kv)
			os.Exit(2)
		}
		settings[k] = v
	}
	if len(os.Args) < 4 {
		fmt.Fprintln(os.Stderr, "usage: dump PROVIDER MODE MODEL [KEY=VALUE]...")
		os.Exit(2)
	}
	b, err := harness.Dump(os.Args[1], os.Args[2], os.Args[3], settings)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Println(string(b))
}
