// Command dump prints the fake Go harness's tool list for a provider, mode
// and model: go run ./examples/harness-go/cmd/dump default agent deepseek-v4-flash
package main

import (
	"fmt"
	"os"

	harness "github.com/toolpolicy/toolpolicy/examples/harness-go"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: dump PROVIDER MODE MODEL")
		os.Exit(2)
	}
	b, err := harness.Dump(os.Args[1], os.Args[2], os.Args[3])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Println(string(b))
}
