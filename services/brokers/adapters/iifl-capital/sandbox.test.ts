import { describeSandbox } from "../../sandbox/testing/describe-sandbox";
import { iiflCapitalSandbox } from "./sandbox";

describeSandbox(iiflCapitalSandbox);
