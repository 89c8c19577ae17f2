import { describeSandbox } from "../../sandbox/testing/describe-sandbox";
import { nuvamaSandbox } from "./sandbox";

describeSandbox(nuvamaSandbox);
