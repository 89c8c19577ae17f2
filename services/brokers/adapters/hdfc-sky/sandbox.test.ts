import { describeSandbox } from "../../sandbox/testing/describe-sandbox";
import { hdfcSkySandbox, hdfcSkyStrategySandbox } from "./sandbox";

describeSandbox(hdfcSkySandbox);
describeSandbox(hdfcSkyStrategySandbox);
