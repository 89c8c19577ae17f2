import { describeSandbox } from "../../sandbox/testing/describe-sandbox";
import { aliceBlueSandbox } from "./sandbox";

describeSandbox(aliceBlueSandbox);
